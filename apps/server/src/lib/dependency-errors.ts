/**
 * Errors that mean "PostgreSQL or Redis is unreachable right now", not "this request is wrong": the
 * error handler answers them 503 with Retry-After, and the process-level handlers log them and keep
 * running. The server reconnects by itself once the dependency is back.
 */

/** How long a client should wait before trying again while a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;
export const DEPENDENCY_DOWN_MESSAGE =
  "The service is briefly unavailable. Please try again in a few seconds.";

/**
 * PostgreSQL: admin_shutdown (pg_terminate_backend, a restart), crash_shutdown, cannot_connect_now
 * (starting up), and the connection_exception class.
 */
const PG_CONNECTION_CODES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"]);
/** Socket errors of a dependency that went away or cannot be reached. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EAI_AGAIN",
]);
/**
 * Messages without a code: node-postgres ("Connection terminated unexpectedly", "Client has encountered
 * a connection error and is not queryable", "timeout exceeded when trying to connect") and ioredis
 * ("Stream isn't writeable and enableOfflineQueue options is false", "Connection is closed.",
 * "Command timed out", "Reached the max retries per request limit").
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /timeout exceeded when trying to connect/,
  /^Stream isn't writeable/,
  /^Connection is closed/,
  /^Command timed out/,
  /max retries per request/i,
];

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function matches(err: ErrorLike): boolean {
  if (err.name === "MaxRetriesPerRequestError") return true;
  if (typeof err.code === "string" && (PG_CONNECTION_CODES.has(err.code) || SOCKET_CODES.has(err.code))) {
    return true;
  }
  return typeof err.message === "string" && CONNECTION_MESSAGES.some((re) => re.test(err.message as string));
}

/** True when `err` (or what it wraps: drizzle puts the driver error in `cause`) is a lost dependency. */
export function isDependencyDown(err: unknown): boolean {
  let current = err as ErrorLike | undefined;
  for (let depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    if (matches(current)) return true;
    // A refused connection to "localhost" tries ::1 and 127.0.0.1: an AggregateError of both.
    if (Array.isArray(current.errors) && current.errors.some((e) => isDependencyDown(e))) return true;
    current = current.cause as ErrorLike | undefined;
  }
  return false;
}
