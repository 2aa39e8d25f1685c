import { describe, expect, it } from "vitest";
import { contactSchema, loginSchema, resetPasswordSchema, signupSchema } from "./auth.js";

describe("signupSchema", () => {
  it.each([
    [{ username: "big_squat", email: "A@Example.com ", password: "12345678" }, true],
    [{ username: "ab", email: "a@example.com", password: "12345678" }, false],
    [{ username: "has space", email: "a@example.com", password: "12345678" }, false],
    [{ username: "x".repeat(21), email: "a@example.com", password: "12345678" }, false],
    [{ username: "lifter", email: "not-an-email", password: "12345678" }, false],
    [{ username: "lifter", email: "a@example.com", password: "1234567" }, false],
    [{ username: "lifter", email: "a@example.com", password: "x".repeat(128) }, true],
    [{ username: "lifter", email: "a@example.com", password: "x".repeat(129) }, false],
  ])("%j → valid: %s", (input, valid) => {
    expect(signupSchema.safeParse(input).success).toBe(valid);
  });

  it("normalises the e-mail to trimmed lower case", () => {
    expect(
      signupSchema.parse({ username: "lifter", email: " A@Example.COM ", password: "12345678" }).email,
    ).toBe("a@example.com");
  });
});

describe("loginSchema", () => {
  it("defaults remember_me to false", () => {
    expect(loginSchema.parse({ email: "a@b.co", password: "x" }).remember_me).toBe(false);
  });
  it("needs a password", () => {
    expect(loginSchema.safeParse({ email: "a@b.co", password: "" }).success).toBe(false);
  });
});

describe("resetPasswordSchema", () => {
  const base = { uid: "7", token: "t", newPassword: "long enough", newConfirmedPassword: "long enough" };
  it("coerces the uid from the URL", () => {
    expect(resetPasswordSchema.parse(base).uid).toBe(7);
  });
  it("points a mismatch at the confirmation field", () => {
    const result = resetPasswordSchema.safeParse({ ...base, newConfirmedPassword: "different!" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["newConfirmedPassword"]);
  });
});

describe("contactSchema", () => {
  it.each(["GENERAL", "FEATURE", "BUG", "OTHER"])("accepts subject %s", (subject) => {
    expect(contactSchema.safeParse({ email: "a@b.co", subject, message: "hi" }).success).toBe(true);
  });
  it("refuses an unknown subject and an empty message", () => {
    expect(contactSchema.safeParse({ email: "a@b.co", subject: "SPAM", message: "hi" }).success).toBe(false);
    expect(contactSchema.safeParse({ email: "a@b.co", subject: "BUG", message: "   " }).success).toBe(false);
  });
});
