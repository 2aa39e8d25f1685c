import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer, type Mailer } from "./mailer.js";
import { decodeHeader, decodeQuotedPrintable } from "./mime-parse.js";
import { readOutbox, waitForMail } from "./outbox.js";

let root: string;
let dir: string;
let mailer: Mailer;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "topset-outbox-"));
  dir = path.join(root, "outbox");
  mailer = createMailer({
    from: "Topset <no-reply@topset.test>",
    outboxDir: dir,
    logger: pino({ level: "silent" }),
  });
});
afterEach(async () => {
  await mailer.close();
  await rm(root, { recursive: true, force: true });
});

describe("readOutbox", () => {
  it("is empty while the outbox folder does not exist", async () => {
    expect(await readOutbox(dir)).toEqual([]);
  });

  it("decodes base64 parts and encoded-word subjects", async () => {
    const link = "http://localhost:3000/reset-password/7?token=Zz_-9&lang=ru";
    // Mostly non-Latin text makes nodemailer pick base64 for the body and B-words for the subject.
    const text = `Здравствуйте, Жанна! Сбросить пароль можно здесь:\n${link}\nСпасибо, Топсет.`;
    const subject = "Сброс пароля для учётной записи Топсет — Zoë, ça va? Ёлки-палки, длинная тема";
    mailer.send({ to: "zoe@example.com", subject, text, html: `<p>${text}</p>` });
    await mailer.flush();

    const [mail] = await readOutbox(dir);
    const raw = await readFile(mail!.file, "utf8");
    expect(raw).toContain("Content-Transfer-Encoding: base64");
    expect(raw).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(mail).toMatchObject({ subject, text, html: `<p>${text}</p>`, links: [link] });
  });

  it("keeps quoted-printable text exact: soft breaks, =3D, =20 and multi-byte characters", async () => {
    const link = "https://topset.example/verify-email/12?token=" + "AbC-_x=".repeat(20);
    const text = `Open ${link}.\nAnd (${link}).\n${"Привет ".repeat(12)}`;
    mailer.send({ to: "a@example.com", subject: "qp", text, html: "<p>x</p>" });
    await mailer.flush();
    const [mail] = await readOutbox(dir);
    const raw = await readFile(mail!.file, "utf8");
    expect(raw).toContain("Content-Transfer-Encoding: quoted-printable");
    expect(raw).not.toContain(link);
    expect(mail!.text).toBe(text);
    expect(mail!.links).toEqual([link]);
  });
});

describe("waitForMail", () => {
  it("waits for a mail sent later and returns the newest match", async () => {
    setTimeout(() => {
      mailer.send({ to: "late@example.com", subject: "first", text: "1", html: "1" });
      mailer.send({ to: "late@example.com", subject: "second", text: "2", html: "2" });
    }, 150);
    await expect(
      waitForMail(dir, (m) => m.to === "late@example.com" && m.subject === "second"),
    ).resolves.toMatchObject({ subject: "second" });
    await mailer.flush();
    expect((await waitForMail(dir, (m) => m.to === "late@example.com")).subject).toBe("second");
  });

  it("fails after the timeout, naming what the outbox holds", async () => {
    mailer.send({ to: "someone@example.com", subject: "other", text: "t", html: "t" });
    await mailer.flush();
    await expect(waitForMail(dir, (m) => m.to === "nobody@example.com", 200)).rejects.toThrow(
      /after 200 ms; latest:\n {2}someone@example.com: other/,
    );
  });
});

describe("MIME decoding", () => {
  it("removes soft line breaks and transport padding and decodes =XX", () => {
    expect(decodeQuotedPrintable("a=3Db=\nc  \nd=C3=A9").toString("utf8")).toBe("a=bc\ndé");
  });

  it("joins adjacent encoded words even when a character is split between them", () => {
    // "é" is C3 A9 in UTF-8; each word holds one of its bytes.
    expect(decodeHeader("Caf=?UTF-8?Q?=C3?=\n =?UTF-8?Q?=A9_ok?= done")).toBe("Café ok done");
  });
});
