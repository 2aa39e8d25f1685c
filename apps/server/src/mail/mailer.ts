import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { extractLinks } from "./links.js";

export type MailMessage = { to: string; subject: string; text: string; html: string; replyTo?: string };

export type Mailer = {
  /** Returns at once; delivery happens later and a failure is only logged. */
  send(msg: MailMessage): void;
  /**
   * Returns at once; later, `compose` decides what to send (nothing when it returns undefined). The
   * caller's turn does the same work whatever `compose` will find, so an answer that queues one takes
   * as long whether or not a mail results (no timing tells whether an e-mail has an account).
   */
  queue(compose: () => Promise<MailMessage | undefined>): void;
  /** Resolves when every message sent so far has been delivered or has failed. */
  flush(): Promise<void>;
  /** Flushes, then releases the transport; later sends are dropped with an error log. */
  close(): Promise<void>;
};

export type MailerOptions = {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /**
   * Outbox mode only: where to show the links of each mail written (the server's terminal on a
   * development start). Never the logger: log files are kept and shown to admins, links carry tokens.
   */
  printLinks?: (text: string) => void;
};

// NOTE: nodemailer waits minutes by default on a silent relay, which would hold flush() and a
// graceful shutdown just as long. A value in the SMTP_URL query string still wins.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function queryOf(smtpUrl: string): URLSearchParams {
  try {
    return new URL(smtpUrl).searchParams;
  } catch {
    // NOTE: URL's own error carries the input, and with it the relay password, into the crash log.
    throw new Error("SMTP_URL is not a valid URL");
  }
}

function withDefaultTimeouts(smtpUrl: string): string {
  const present = queryOf(smtpUrl);
  const missing = Object.entries(SMTP_TIMEOUTS).filter(([key]) => !present.has(key));
  if (missing.length === 0) return smtpUrl;
  // Appended as text rather than rebuilt through URL, so credentials keep their exact encoding.
  const query = missing.map(([key, value]) => `${key}=${value}`).join("&");
  return `${smtpUrl}${smtpUrl.includes("?") ? "&" : "?"}${query}`;
}

let sequence = 0;

/**
 * `2026-11-22T03-40-00-123Z-000042-9f3a1c2b.eml`: names sort by the time `send` was called; the
 * counter keeps that order for two mails of the same millisecond.
 */
export function outboxFileName(date: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = date.toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${String(sequence).padStart(6, "0")}-${randomBytes(4).toString("hex")}.eml`;
}

/**
 * `prepare` runs inside `send` and only does what must happen at call time (naming the outbox
 * file); the job it returns does the slow work later.
 */
type Delivery = { prepare(msg: MailMessage): () => Promise<void>; close(): void };

// Fields picked one by one so `From` is always the configured one, whatever else the caller passes.
function toNodemailer(from: string, msg: MailMessage) {
  const { to, subject, text, html, replyTo } = msg;
  return { from, to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}

function smtpDelivery({ smtpUrl, from, logger }: MailerOptions & { smtpUrl: string }): Delivery {
  const transport = nodemailer.createTransport(withDefaultTimeouts(smtpUrl));
  const deliver = async (msg: MailMessage) => {
    await transport.sendMail(toNodemailer(from, msg));
    // NOTE: never the links here: they carry live tokens and production logs are kept and shown to admins.
    logger.info({ to: msg.to, subject: msg.subject }, "mail sent");
  };
  return { prepare: (msg) => () => deliver(msg), close: () => transport.close() };
}

function outboxDelivery({ from, outboxDir, logger, printLinks }: MailerOptions): Delivery {
  const dir = path.resolve(outboxDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const deliver = async (msg: MailMessage, fileName: string) => {
    const info = await transport.sendMail(toNodemailer(from, msg));
    const file = path.join(dir, fileName);
    const partial = path.join(dir, `.${fileName}.tmp`);
    // Created on every write, not once, so a test or a developer may empty the folder at any time.
    await mkdir(dir, { recursive: true });
    // Written then renamed so a reader polling the folder never sees half a message.
    await writeFile(partial, info.message as Buffer);
    await rename(partial, file);
    logger.info({ to: msg.to, subject: msg.subject, file }, "mail written to outbox");
    // The outbox is the local development mode: the links go to the terminal so a newcomer can click them.
    const links = extractLinks(msg.text);
    if (printLinks && links.length > 0) {
      printLinks(`\n  Mail to ${msg.to}: ${msg.subject}\n${links.map((l) => `    ${l}\n`).join("")}\n`);
    }
  };
  return {
    prepare(msg) {
      const fileName = outboxFileName(new Date());
      return () => deliver(msg, fileName);
    },
    close: () => transport.close(),
  };
}

/**
 * Where outbox mode shows each mail's links: straight to the terminal (stderr, not through the
 * logger, so never into DATA_DIR/logs), on a development start or when the server runs in an
 * interactive terminal (`npm start` by hand). A server under a process manager, whose output is
 * collected, prints none; the `.eml` files in the outbox hold the links either way.
 */
export function terminalLinkPrinter(
  env: "development" | "production" | "test",
  stream: Pick<NodeJS.WriteStream, "write" | "isTTY"> = process.stderr,
): ((text: string) => void) | undefined {
  if (env === "test") return undefined;
  if (env !== "development" && !stream.isTTY) return undefined;
  return (text) => void stream.write(text);
}

export function createMailer(options: MailerOptions): Mailer {
  const logger = options.logger.child({ component: "mail" });
  const { smtpUrl } = options;
  const delivery: Delivery = smtpUrl
    ? smtpDelivery({ ...options, smtpUrl, logger })
    : outboxDelivery({ ...options, logger });
  const pending = new Set<Promise<void>>();
  let closed = false;

  async function flush(): Promise<void> {
    // Loops because a send may start while we wait for the others.
    while (pending.size > 0) await Promise.all(pending);
  }

  // NOTE: setImmediate, not a microtask: no part of the work (not even building the MIME message)
  // runs in the caller's turn, so an HTTP answer takes as long with a mail as without.
  function later(job: () => Promise<void>, onError: (err: unknown) => void) {
    const running: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(job)
      .catch(onError)
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  return {
    send(msg) {
      if (closed) {
        logger.error({ to: msg.to, subject: msg.subject }, "mail dropped: the mailer is closed");
        return;
      }
      const job = delivery.prepare(msg);
      // The error only: a message body may hold a live token.
      later(job, (err) => logger.error({ err, to: msg.to, subject: msg.subject }, "mail could not be sent"));
    },
    queue(compose) {
      if (closed) {
        logger.error("queued mail dropped: the mailer is closed");
        return;
      }
      later(
        async () => {
          const msg = await compose();
          if (msg) await delivery.prepare(msg)();
        },
        (err) => logger.error({ err }, "queued mail could not be composed or sent"),
      );
    },
    flush,
    async close() {
      closed = true;
      await flush();
      delivery.close();
    },
  };
}
