import { describe, expect, it } from "vitest";
import { randomIp, request, useTestApp } from "../../test/harness.js";

const t = useTestApp({ ADMIN_EMAIL: "operator@example.test", ADMIN_PASSWORD: "operator-password" });

const contact = (payload: object, ip = randomIp()) =>
  request(t, { method: "POST", url: "/api/contact", payload, remoteAddress: ip });

describe("POST /api/contact", () => {
  it("mails the operator with the sender as reply-to", async () => {
    const res = await contact({
      email: "lifter@example.test",
      subject: "BUG",
      message: "The <b>timer</b> stops.",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("We'll get in touch with you soon!");
    const mail = (await t.mails()).at(-1)!;
    expect(mail.to).toContain("operator@example.test");
    expect(mail.subject).toContain("Bugs Report");
    expect(mail.text).toContain("The <b>timer</b> stops.");
    expect(mail.html).not.toContain("<b>timer</b>");
  });

  it("answers 400 with field messages for bad input", async () => {
    const res = await contact({ email: "x", subject: "SPAM", message: "" });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["email", "message", "subject"]);
  });

  it("answers 429 after 5 messages in 30 minutes from one address", async () => {
    const ip = randomIp();
    const body = { email: "a@example.test", subject: "GENERAL", message: "hi" };
    for (let i = 0; i < 5; i++) expect((await contact(body, ip)).statusCode).toBe(201);
    expect((await contact(body, ip)).statusCode).toBe(429);
  });
});
