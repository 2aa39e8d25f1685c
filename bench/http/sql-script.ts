// Turns the statements one request sent (sql-capture.mjs) into a pgbench script of literal statements.
import type { CapturedStatement } from "./server.js";

/**
 * A parameter as an SQL literal. node-postgres sends every parameter as text of no declared type, and
 * PostgreSQL infers the type from where `$n` stands; a quoted literal is also of unknown type and is
 * inferred the same way, so each value is quoted, numbers included (`limit '20'`, `id = any('{1,2}')`).
 */
export function literal(value: string | null): string {
  return value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`;
}

/** `$n` placeholders replaced by their values: pgbench -M prepared takes literals (or numeric \set only). */
export function withLiterals(s: CapturedStatement): string {
  // Longest first is implicit: \d+ takes all digits, so $1 never eats the start of $12.
  const sql = s.text.replace(/\$(\d+)/g, (whole, n: string) => {
    const value = s.values[Number(n) - 1];
    return value === undefined ? whole : literal(value);
  });
  return /;\s*$/.test(sql) ? sql.trim() : `${sql.trim()};`;
}

/** Statements that change data: a GET's replay must not repeat them (e.g. the session's last-seen touch). */
export function isWrite(sql: string): boolean {
  return /\b(insert\s+into|delete\s+from|update\s+("[^"]+"|\w+)(\s*\.\s*("[^"]+"|\w+))?\s+set|merge\s+into)\b/i.test(
    sql,
  );
}

export type Replay = {
  /** Statements the request sent (background work of the server excluded). */
  issued: number;
  /** The pgbench script: the reads, in the order the request sent them. */
  script: string;
  replayed: number;
  /** Statements the server sent as named (prepared once per connection, as pgbench -M prepared does). */
  named: number;
  /** Statements left out of the replay (writes, ones the capture could not record), shortened. */
  dropped: string[];
  /** The replayed statements as captured, with their values: what the read's bare floor route sends. */
  statements: CapturedStatement[];
};

export function replayOf(statements: CapturedStatement[]): Replay {
  const kept: string[] = [];
  const statementsKept: CapturedStatement[] = [];
  const dropped: string[] = [];
  for (const s of statements) {
    const short = s.text.replace(/\s+/g, " ").slice(0, 70);
    if (s.text.startsWith("-- not recorded")) dropped.push(short);
    else if (isWrite(s.text)) dropped.push(`write: ${short}`);
    else {
      kept.push(withLiterals(s));
      statementsKept.push(s);
    }
  }
  const named = statements.filter((s) => s.name).length;
  return {
    issued: statements.length,
    script: kept.join("\n") + "\n",
    replayed: kept.length,
    named,
    dropped,
    statements: statementsKept,
  };
}
