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

// The browser's half of a passkey ceremony (decision 048), shared by the sign-in (auth) and the
// passkey settings (security): the device's prompt, with its failures in words a member can act on.

/** Whether this browser can use passkeys at all; the passkey buttons are hidden where it cannot. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

export const ceremonyMessages = {
  cancelled: "No passkey was used: the request was cancelled or timed out. Try again when you are ready.",
  alreadyHere: "This device already holds a passkey for your account.",
  unsupported: "This browser or device cannot use passkeys.",
  failed: "The passkey did not work on this device. Try again, or use another way.",
} as const;

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
