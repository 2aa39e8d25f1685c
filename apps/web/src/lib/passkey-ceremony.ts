import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { t } from "./lib-i18n";

// The browser's half of a passkey ceremony (decision 048), shared by the sign-in (auth) and the
// passkey settings (security): the device's prompt, with its failures in words a member can act on.

/** Whether this browser can use passkeys at all; the passkey buttons are hidden where it cannot. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** The sentences, in the language on screen when read. */
export const ceremonyMessages = {
  get cancelled() {
    return t("passkey.cancelled");
  },
  get alreadyHere() {
    return t("passkey.alreadyHere");
  },
  get unsupported() {
    return t("passkey.unsupported");
  },
  get failed() {
    return t("passkey.failed");
  },
};

/** The device's refusal as a sentence (cancelling the prompt is the common one, and no fault). */
export function ceremonyErrorText(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  const code = error instanceof WebAuthnError ? error.code : undefined;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError")
    return ceremonyMessages.alreadyHere;
  if (code === "ERROR_CEREMONY_ABORTED" || name === "NotAllowedError" || name === "AbortError")
    return ceremonyMessages.cancelled;
  if (name === "NotSupportedError" || code === "ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT")
    return ceremonyMessages.unsupported;
  return ceremonyMessages.failed;
}

/** Errors from the device become an Error whose message is the sentence to show. */
async function onDevice<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    throw new Error(ceremonyErrorText(error), { cause: error });
  }
}

export const createPasskeyOnDevice = (
  options: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> => onDevice(() => startRegistration({ optionsJSON: options }));

export const assertPasskeyOnDevice = (
  options: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> => onDevice(() => startAuthentication({ optionsJSON: options }));
