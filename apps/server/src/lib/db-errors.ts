type PgLikeError = { code?: string; constraint?: string; cause?: unknown };

/** The PostgreSQL error behind a driver error (drizzle wraps it in `cause`). */
function pgError(err: unknown): PgLikeError | undefined {
  let current = err as PgLikeError | undefined;
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current.code === "string") return current;
    current = current.cause as PgLikeError | undefined;
  }
  return undefined;
}

/** True for a unique-constraint violation, optionally of one named constraint (a lost race on insert). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgError(err);
  return pg?.code === "23505" && (!constraint || pg.constraint === constraint);
}
