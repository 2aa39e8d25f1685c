import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { extractLinks } from "./links.js";
import { parseMail, type ParsedMail } from "./mime-parse.js";

/** A message read back from the outbox; `file` is its absolute path, `links` come from the text part. */
export type OutboxMail = ParsedMail & { file: string; links: string[] };

function isNotFound(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

/** Every `.eml` in `dir`, oldest first (the mailer names files so they sort by time). No folder yet: none. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const absolute = path.resolve(dir);
  let names: string[];
  try {
    names = await readdir(absolute);
  } catch (err) {
    if (isNotFound(err)) return [];
    throw err;
  }
  const files = names
    .filter((name) => name.endsWith(".eml") && !name.startsWith("."))
    .sort()
    .map((name) => path.join(absolute, name));
  const mails = await Promise.all(
    files.map(async (file): Promise<OutboxMail | undefined> => {
      try {
        const mail = parseMail(await readFile(file));
        return { ...mail, file, links: extractLinks(mail.text) };
      } catch (err) {
        // Someone emptied the outbox between the listing and the read.
        if (isNotFound(err)) return undefined;
        throw err;
      }
    }),
  );
  return mails.filter((mail): mail is OutboxMail => mail !== undefined);
}

const POLL_MS = 50;

/**
 * Polls until a mail matches and returns the newest match (after a resend, the latest link is the one
 * that works). NOTE: a match already in the outbox returns at once, so use a predicate only the
 * awaited mail can meet, such as a fresh address per test.
 */
export async function waitForMail(
  dir: string,
  predicate: (mail: OutboxMail) => boolean,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readOutbox(dir);
    const match = [...mails].reverse().find(predicate);
    if (match) return match;
    if (Date.now() >= deadline) {
      const seen = mails.slice(-10).map((m) => `  ${m.to}: ${m.subject}`);
      throw new Error(
        `No matching mail in ${path.resolve(dir)} after ${timeoutMs} ms; ` +
          (seen.length ? `latest:\n${seen.join("\n")}` : "the outbox is empty"),
      );
    }
    await delay(POLL_MS);
  }
}
