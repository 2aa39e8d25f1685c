import pino, { type Logger } from "pino";
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

/** `stdout: false` writes the files only (tests that read them back). */
export type LoggerOptions = { level: string; logsDir?: string; stdout?: boolean };

export function createLogger({ level, logsDir, stdout = true }: LoggerOptions): Logger {
  const streams: pino.StreamEntry[] = [];
  if (stdout) streams.push({ level: level as pino.Level, stream: process.stdout });
  if (logsDir) streams.push({ level: level as pino.Level, stream: new DailyFileStream(logsDir) });
  return pino(
    {
      level,
      redact,
      serializers: {
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
