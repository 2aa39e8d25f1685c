import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  passkeySchema,
  registrationOptionsAnswerSchema,
  successSchema,
  type Passkey,
  type RegistrationResponseInput,
} from "@topset/shared";
import { createPasskeyOnDevice } from "../../lib/passkey-ceremony";
import { api } from "../../lib/api-client";
import { t } from "./i18n";
import { securityKeys } from "./two-factor.api";

const passkeysAnswer = successSchema(passkeySchema);

export const passkeyKeys = { all: ["security", "passkeys"] as const };

const first = <T>(data: T[]): T => {
  const item = data[0];
  if (item === undefined) throw new Error(t("api.emptyAnswer"));
  return item;
};

export const passkeysQuery = () =>
  queryOptions({
    queryKey: passkeyKeys.all,
    queryFn: async ({ signal }) => (await api.send(passkeysAnswer, "/api/v1/passkeys", { signal })).data,
  });

/** A passkey made on the device, waiting for its name before it is sent (the step lives five minutes). */
export type CreatedOnDevice = { challengeToken: string; response: RegistrationResponseInput };

/**
 * The first half of adding a passkey: the password (checked by the server), then the device's prompt.
 * Nothing is stored yet; `useSavePasskey` sends the answer with its name.
 */
export function useCreatePasskey() {
  return useMutation({
    mutationFn: async (password: string): Promise<CreatedOnDevice> => {
      const answer = await api.send(
        registrationOptionsAnswerSchema,
        "/api/v1/passkeys/registration-options",
        {
          method: "POST",
          body: { password },
        },
      );
      const { challenge_token, options } = first(answer.data);
      const response = await createPasskeyOnDevice(options);
      // The browser's JSON as the server's schema reads it (extensions are not asked for, so none are sent).
      return { challengeToken: challenge_token, response: { ...response, clientExtensionResults: {} } };
    },
  });
}

export function useSavePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ created, name }: { created: CreatedOnDevice; name: string }) =>
      first(
        (
          await api.send(passkeysAnswer, "/api/v1/passkeys", {
            method: "POST",
            body: { challenge_token: created.challengeToken, name, response: created.response },
          })
        ).data,
      ),
    onSuccess: (passkey) => {
      queryClient.setQueryData<Passkey[]>(passkeyKeys.all, (list = []) => [passkey, ...list]);
      // The two-factor status counts passkeys among the second factors.
      void queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor });
    },
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) =>
      first(
        (await api.send(passkeysAnswer, `/api/v1/passkeys/${id}`, { method: "PATCH", body: { name } })).data,
      ),
    onSuccess: (passkey) => {
      queryClient.setQueryData<Passkey[]>(passkeyKeys.all, (list = []) =>
        list.map((p) => (p.id === passkey.id ? passkey : p)),
      );
    },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api.send(passkeysAnswer, `/api/v1/passkeys/${id}`, { method: "DELETE", body: { password } }),
    onSuccess: (_answer, { id }) => {
      queryClient.setQueryData<Passkey[]>(passkeyKeys.all, (list = []) => list.filter((p) => p.id !== id));
      void queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor });
    },
  });
}
