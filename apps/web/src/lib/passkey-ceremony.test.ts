import { WebAuthnError } from "@simplewebauthn/browser";
import { describe, expect, it } from "vitest";
import { ceremonyErrorText, ceremonyMessages } from "./passkey-ceremony";

const domError = (name: string) => Object.assign(new Error("platform text"), { name });

describe("ceremonyErrorText", () => {
  it("says a cancelled or timed-out prompt is no fault", () => {
    expect(ceremonyErrorText(domError("NotAllowedError"))).toBe(ceremonyMessages.cancelled);
    const aborted = new WebAuthnError({
      message: "x",
      code: "ERROR_CEREMONY_ABORTED",
      cause: domError("AbortError"),
    });
    expect(ceremonyErrorText(aborted)).toBe(ceremonyMessages.cancelled);
  });

  it("names a device that already holds a passkey, and one that cannot make them", () => {
    const again = new WebAuthnError({
      message: "x",
      code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED",
      cause: domError("InvalidStateError"),
    });
    expect(ceremonyErrorText(again)).toBe(ceremonyMessages.alreadyHere);
    expect(ceremonyErrorText(domError("NotSupportedError"))).toBe(ceremonyMessages.unsupported);
  });

  it("falls back to a plain sentence, never the platform's text", () => {
    expect(ceremonyErrorText(domError("SecurityError"))).toBe(ceremonyMessages.failed);
    expect(ceremonyErrorText("odd")).toBe(ceremonyMessages.failed);
  });
});
