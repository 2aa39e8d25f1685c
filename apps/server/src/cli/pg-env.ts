/** The libpq variables pgConnectionEnv sets; inherited values of these are dropped first. */
const PG_VARS = ["PGHOST", "PGPORT", "PGUSER", "PGPASSWORD", "PGDATABASE", "PGSSLMODE"] as const;

/**
 * DATABASE_URL as libpq environment variables for pg_dump / pg_restore. The URL (and its password)
 * on their command line would be readable by every local user through `ps`; the environment of a
 * process is readable only by its owner and root. Handles postgres:// and postgresql:// URLs with
 * percent-encoded parts, bracketed IPv6 hosts, `?host=/socket/dir` and `?sslmode=`.
 */
export function pgConnectionEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const env: Record<string, string> = {};
  const host = url.searchParams.get("host") ?? url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (host) env.PGHOST = decodeURIComponent(host);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** The child's whole environment: ours, minus inherited connection settings, plus the URL's. */
export function pgToolEnv(databaseUrl: string, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env = { ...base };
  for (const name of PG_VARS) delete env[name];
  return { ...env, ...pgConnectionEnv(databaseUrl) };
}
