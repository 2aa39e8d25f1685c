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

/**
 * Text PostgreSQL cannot store: a NUL character (22021) or one the database encoding lacks (22P05).
 * Zod lets such strings through, so the error handler answers 400 rather than 500 (bad input is never a 5xx).
 */
export function isUnstorableText(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === "22021" || code === "22P05";
}
