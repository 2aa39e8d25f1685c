import { loginOptionsAnswerSchema, passkeyLoginAnswerSchema } from "@topset/shared";
import { assertPasskeyOnDevice } from "../../lib/passkey-ceremony";
import { api } from "../../lib/api-client";
import { t } from "./i18n";

// NOTE: public calls (auth: false), as the password login: a 401 is a refused passkey, not a lost session.

/**
 * A whole passkey sign-in (decision 048): the server's options, the device's prompt, the answer back.
 * With `mfaToken` it finishes a password login that asked for a second factor; without, the passkey
 * alone signs in (the device verifies the person).
 */
export async function signInWithPasskey(input: { mfaToken?: string; remember?: boolean }) {
  const started = await api.send(loginOptionsAnswerSchema, "/api/auth/passkeys/login-options", {
    method: "POST",
    body: { ...(input.mfaToken ? { mfa_token: input.mfaToken } : {}), remember_me: input.remember ?? false },
    auth: false,
  });
  const step = started.data[0];
  if (!step) throw new Error(t("passkey.notStarted"));
  const response = await assertPasskeyOnDevice(step.options);
  const answer = await api.send(passkeyLoginAnswerSchema, "/api/auth/passkeys/login", {
    method: "POST",
    body: { challenge_token: step.challenge_token, response: { ...response, clientExtensionResults: {} } },
    auth: false,
  });
  const user = answer.data[0];
  if (!user) throw new Error(t("api.noUser"));
  return { user, appVersion: answer.appVersion };
}
