import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer, terminalLinkPrinter } from "./mailer.js";
import { parseMail } from "./mime-parse.js";
import { readOutbox } from "./outbox.js";
import { contactMail, verifyEmailMail } from "./templates.js";

const FROM = "Topset <no-reply@topset.test>";
// Long enough to force quoted-printable line wrapping, with every character a token may hold.
const TOKEN = "AbC-_x".repeat(15) + "Zz09-_";
const LINK = `http://localhost:3000/verify-email/12?token=${TOKEN}`;

type LogLine = { level: number; msg: string; [key: string]: unknown };

function captureLogger() {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  );
  return { logger, lines, raw: () => lines.map((l) => JSON.stringify(l)).join("\n") };
}

let dir: string;
beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), "topset-mail-")), "outbox");
});
afterEach(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true });
});

describe("outbox mode", () => {
  it("writes a parseable .eml with both parts whose link round-trips exactly", async () => {
    const log = captureLogger();
    const printed: string[] = [];
    const mailer = createMailer({
      from: FROM,
      outboxDir: dir,
      logger: log.logger,
      printLinks: (text) => printed.push(text),
    });
    mailer.send({ to: "lifter@example.com", ...verifyEmailMail({ username: "Lifter", link: LINK }) });
    await mailer.flush();

    const [name, ...others] = await readdir(dir);
    expect(others).toEqual([]);
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d{6}-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(path.join(dir, name!), "utf8");
    expect(raw).toContain("multipart/alternative");
    expect(raw).toContain("Content-Transfer-Encoding: quoted-printable");
    expect(raw).not.toContain(LINK); // wrapped in the file, so the decoder is really exercised

    const [mail] = await readOutbox(dir);
    expect(mail).toMatchObject({
      from: FROM,
      to: "lifter@example.com",
      subject: "Verify your Topset e-mail",
    });
    expect(mail!.file).toBe(path.join(dir, name!));
    expect(mail!.links).toEqual([LINK]);
    expect(mail!.text).toContain("Hi Lifter,");
    expect(mail!.html).toContain(`href="${LINK}"`);

    const info = log.lines.find((l) => l.msg === "mail written to outbox");
    expect(info).toMatchObject({ to: "lifter@example.com", subject: "Verify your Topset e-mail" });
    expect(log.raw()).not.toContain("Thanks for signing up"); // never the body
    // The link (a live token) goes to the terminal callback only, never into a log line.
    expect(log.raw()).not.toContain(TOKEN);
    expect(printed.join("")).toContain(LINK);
  });

  it("returns from send at once and flush waits for every pending write, in order", async () => {
    const mailer = createMailer({ from: FROM, outboxDir: dir, logger: pino({ level: "silent" }) });
    for (const n of [1, 2, 3]) {
      expect(mailer.send({ to: "a@example.com", subject: `mail ${n}`, text: "t", html: "<p>t</p>" })).toBe(
        undefined,
      );
    }
    expect(existsSync(dir)).toBe(false);
    await mailer.flush();
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(["mail 1", "mail 2", "mail 3"]);
  });

  it("drops and logs a send after close", async () => {
    const log = captureLogger();
    const mailer = createMailer({ from: FROM, outboxDir: dir, logger: log.logger });
    await mailer.close();
    mailer.send({ to: "a@example.com", subject: "late", text: "t", html: "t" });
    await mailer.flush();
    expect(await readOutbox(dir)).toEqual([]);
    expect(log.lines.find((l) => l.level === 50)).toMatchObject({ to: "a@example.com", subject: "late" });
  });
});

describe("SMTP mode", () => {
  let server: SMTPServer;
  let port: number;
  const received: { rcpt: string[]; raw: Buffer }[] = [];

  beforeEach(async () => {
    received.length = 0;
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers both parts to the relay and logs only to and subject", async () => {
    const log = captureLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      outboxDir: dir,
      logger: log.logger,
    });
    const content = contactMail({
      email: "visitor@example.com",
      subjectLabel: "Bugs Report",
      message: `See ${LINK}`,
    });
    mailer.send({ to: "operator@example.com", ...content });
    await mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0]!.rcpt).toEqual(["operator@example.com"]);
    const mail = parseMail(received[0]!.raw);
    expect(mail).toMatchObject({
      from: FROM,
      to: "operator@example.com",
      replyTo: "visitor@example.com",
      subject: "Topset contact: Bugs Report",
    });
    expect(mail.text).toContain(`See ${LINK}`);
    expect(mail.html).toContain("visitor@example.com");
    expect(existsSync(dir)).toBe(false);

    const info = log.lines.find((l) => l.msg === "mail sent");
    expect(info).toMatchObject({ to: "operator@example.com", subject: "Topset contact: Bugs Report" });
    expect(info).not.toHaveProperty("links");
    expect(log.raw()).not.toContain(TOKEN);
  });

  it("logs a failure without the body and never throws from send", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const log = captureLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${closedPort}`,
      from: FROM,
      outboxDir: dir,
      logger: log.logger,
    });
    expect(() =>
      mailer.send({ to: "lifter@example.com", ...verifyEmailMail({ username: "Lifter", link: LINK }) }),
    ).not.toThrow();
    await mailer.flush();

    const error = log.lines.find((l) => l.level === 50);
    expect(error).toMatchObject({ msg: "mail could not be sent", to: "lifter@example.com" });
    expect(error).toHaveProperty("err");
    expect(log.raw()).not.toContain(TOKEN);
    expect(received).toHaveLength(0);
  });
});

describe("queued mail", () => {
  it("composes after the caller's turn, sends what compose returns, and flush waits for it", async () => {
    const mailer = createMailer({ from: FROM, outboxDir: dir, logger: pino({ level: "silent" }) });
    let composed = 0;
    mailer.queue(async () => {
      composed++;
      return { to: "a@example.com", subject: "queued", text: "t", html: "<p>t</p>" };
    });
    mailer.queue(async () => {
      composed++;
      return undefined;
    });
    expect(composed).toBe(0);
    await mailer.flush();
    expect(composed).toBe(2);
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(["queued"]);
  });
});

describe("terminalLinkPrinter", () => {
  const stream = (isTTY: boolean) => {
    const written: string[] = [];
    return { written, isTTY, write: (text: string) => written.push(text) > 0 };
  };

  it("prints on a development start or in an interactive terminal only, never in tests", () => {
    for (const [env, tty, prints] of [
      ["development", false, true],
      ["production", true, true],
      ["production", false, false],
      ["test", true, false],
    ] as const) {
      const out = stream(tty);
      terminalLinkPrinter(env, out)?.("link\n");
      expect(out.written, `${env} tty=${tty}`).toEqual(prints ? ["link\n"] : []);
    }
  });
});
