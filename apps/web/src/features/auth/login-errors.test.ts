import { describe, expect, it } from "vitest";
import { loginErrorText, needsVerification } from "./login-errors";

describe("login error text", () => {
  it("replaces a message about a terminated database connection", () => {
    expect(loginErrorText("Connection terminated unexpectedly")).toBe(
      "Woops! I just woke the database up. Please Login again!",
    );
    expect(loginErrorText("The email or password is wrong!")).toBe("The email or password is wrong!");
  });

  it("spots the unverified-account message", () => {
    expect(needsVerification("You must complete the email Verification before logging in")).toBe(true);
    expect(needsVerification("The email or password is wrong!")).toBe(false);
  });
});
