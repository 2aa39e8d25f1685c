import { describe, expect, it } from "vitest";
import {
  accountExistsMail,
  contactMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from "./templates.js";

const LINK = "http://localhost:3000/verify-email/12?token=AbC-_x&next=/a";

describe("mail templates", () => {
  it.each([
    ["verify", verifyEmailMail({ username: "Ann", link: LINK }), "Verify your Topset e-mail", /24 hours/],
    ["reset", resetPasswordMail({ username: "Ann", link: LINK }), "Reset your Topset password", /1 hour/],
    ["account exists", accountExistsMail({ link: LINK }), "Your Topset account", /already has an account/],
  ])("%s mail has the subject, the link as a button and in plain text", (_name, mail, subject, body) => {
    expect(mail.subject).toBe(subject);
    expect(mail.text).toMatch(body);
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(mail.html).toContain(`href="http://localhost:3000/verify-email/12?token=AbC-_x&amp;next=/a"`);
    expect(mail.html).toContain("Topset");
  });

  it("tells the reader of a reset mail they did not ask for to ignore it", () => {
    expect(resetPasswordMail({ username: "Ann", link: LINK }).text).toMatch(/did not ask for this, ignore/);
  });

  it("links the password-changed notice to the forgotten-password page", () => {
    const mail = passwordChangedMail({ username: "Ann", appUrl: "https://topset.example/" });
    expect(mail.subject).toBe("Your Topset password was changed");
    expect(mail.text).toContain("https://topset.example/forget-password\n");
    expect(mail.html).toContain('href="https://topset.example/forget-password"');
  });

  it("escapes unsafe values in HTML", () => {
    const evil = `<script>alert("x")</script>`;
    const mail = verifyEmailMail({ username: evil, link: `${LINK}"><script>` });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,");
    expect(mail.text).toContain(`Hi ${evil},`);
  });

  it("sends contact messages with the sender as reply-to and keeps their line breaks", () => {
    const mail = contactMail({
      email: "v@example.com",
      subjectLabel: "Feature Request",
      message: "one\ntwo <b>",
    });
    expect(mail).toMatchObject({ subject: "Topset contact: Feature Request", replyTo: "v@example.com" });
    expect(mail.text).toContain("one\ntwo <b>");
    expect(mail.html).toContain("one<br>two &lt;b&gt;");
  });
});
