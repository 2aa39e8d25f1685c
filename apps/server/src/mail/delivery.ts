import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { extractLinks } from "./links.js";

/** One e-mail, as every sender hands it over. */
export type MailMessage = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** How a message leaves this process: an SMTP relay, or an `.eml` file in the outbox without SMTP_URL. */
export type DeliveryOptions = {
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
export type Delivery = { prepare(msg: MailMessage): () => Promise<void>; close(): void };

// Fields picked one by one so `From` is always the configured one, whatever else the caller passes.
function toNodemailer(from: string, msg: MailMessage) {
  const { to, subject, text, html, replyTo } = msg;
  return { from, to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}

function smtpDelivery({ smtpUrl, from, logger }: DeliveryOptions & { smtpUrl: string }): Delivery {
  const transport = nodemailer.createTransport(withDefaultTimeouts(smtpUrl));
  const deliver = async (msg: MailMessage) => {
    await transport.sendMail(toNodemailer(from, msg));
    // NOTE: never the links here: they carry live tokens and production logs are kept and shown to admins.
    logger.info({ to: msg.to, subject: msg.subject }, "mail sent");
  };
  return { prepare: (msg) => () => deliver(msg), close: () => transport.close() };
}

function outboxDelivery({ from, outboxDir, logger, printLinks }: DeliveryOptions): Delivery {
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

/** Throws when the message could not be delivered (the caller logs, or the job queue retries). */
export function createDelivery(options: DeliveryOptions): Delivery {
  const { smtpUrl } = options;
  return smtpUrl ? smtpDelivery({ ...options, smtpUrl }) : outboxDelivery(options);
}
