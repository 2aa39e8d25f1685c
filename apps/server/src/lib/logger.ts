import pino, { type Logger } from "pino";
import pretty from "pino-pretty";
import { DailyFileStream } from "./daily-file-stream.js";

const SECRET_QUERY = /([?&](?:token|key|password|code|email)=)[^&#]*/gi;

/**
 * Query-string secrets (verification and reset links) never reach a log line, nor e-mail addresses
 * (the changelog-subscription lookup carries one in its query).
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

// NOTE: paths cover our own log calls and Fastify's request serialisation; never log bodies.
const redact = {
  paths: [
    "req.headers.cookie",
    "req.headers.authorization",
    'res.headers["set-cookie"]',
    "*.password",
    "*.newPassword",
    "*.newConfirmedPassword",
    "*.token",
    "*.passwordHash",
  ],
  censor: "[redacted]",
};

// A failed query's error carries its bound values: Drizzle appends "params: …" to the message and keeps
// `params`, and PostgreSQL's `detail` names the conflicting value ("Key (email)=(…)"). Those can be
// e-mails and password hashes, and the log files are shown to admins: keep the SQL, drop the values.
const QUERY_VALUES = /\nparams:[\s\S]*$/;
const QUERY_VALUES_IN_STACK = /\nparams:[\s\S]*?(?=\n\s+at |$)/;
type SerializedError = Record<string, unknown> & { message?: string; cause?: unknown };

/** pino's error serializer, without the values of a failed query (on the error and its causes). */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const out = pino.stdSerializers.err(err) as SerializedError;
  return withoutQueryValues(out);
}

function withoutQueryValues(error: SerializedError): SerializedError {
  const { params: _params, detail: _detail, ...rest } = error;
  if (typeof rest.message === "string") rest.message = rest.message.replace(QUERY_VALUES, "");
  if (typeof rest.stack === "string") rest.stack = rest.stack.replace(QUERY_VALUES_IN_STACK, "");
  if (rest.cause && typeof rest.cause === "object")
    rest.cause = withoutQueryValues(rest.cause as SerializedError);
  return rest;
}

/**
 * `stdout: false` writes the files only (tests that read them back). `pretty` (default: when stdout is
 * a terminal) prints readable coloured lines there; files and a collector reading stdout get JSON lines.
 */
export type LoggerOptions = {
  level: string;
  logsDir?: string;
  stdout?: boolean;
  pretty?: boolean;
  /** Also gets every JSON line: the activity log shared by every copy (lib/activity-log-stream.ts). */
  shared?: NodeJS.WritableStream;
};

export function createLogger({
  level,
  logsDir,
  stdout = true,
  pretty: readable = Boolean(process.stdout.isTTY),
  shared,
}: LoggerOptions): Logger {
  const streams: pino.StreamEntry[] = [];
  if (stdout)
    streams.push({
      level: level as pino.Level,
      stream: readable
        ? pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", destination: process.stdout })
        : process.stdout,
    });
  if (logsDir) streams.push({ level: level as pino.Level, stream: new DailyFileStream(logsDir) });
  if (shared) streams.push({ level: level as pino.Level, stream: shared });
  return pino(
    {
      level,
      redact,
      serializers: {
        err: serializeError,
        error: serializeError,
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          ip: req.ip,
        }),
      },
    },
    pino.multistream(streams),
  );
}
