import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  recoveryCodesSchema,
  successSchema,
  totpEnrolmentSchema,
  twoFactorStatusSchema,
  type TwoFactorStatus,
} from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";
import { t } from "./i18n";

const statusAnswer = successSchema(twoFactorStatusSchema);
const codesAnswer = successSchema(recoveryCodesSchema);
const messageAnswer = z.object({ message: z.string().catch("") });

export const securityKeys = {
  twoFactor: ["security", "two-factor"] as const,
};

const first = <T>(data: T[]): T => {
  const item = data[0];
  if (item === undefined) throw new Error(t("api.emptyAnswer"));
  return item;
};

export const twoFactorQuery = () =>
  queryOptions({
    queryKey: securityKeys.twoFactor,
    queryFn: async ({ signal }) =>
      first((await api.send(statusAnswer, "/api/v1/two-factor", { signal })).data),
  });

/** A new seed, its URI and QR code: held by the screen only, never cached. */
export function useStartTotp() {
  return useMutation({
    mutationFn: async (password: string) =>
      first(
        (
          await api.send(successSchema(totpEnrolmentSchema), "/api/v1/two-factor/totp", {
            method: "POST",
            body: { password },
          })
        ).data,
      ),
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor });
}

export function useConfirmTotp() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async (code: string) =>
      first(
        (await api.send(codesAnswer, "/api/v1/two-factor/totp/confirm", { method: "POST", body: { code } }))
          .data,
      ).codes,
    onSuccess: refresh,
  });
}

export function useTurnOffTotp() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (password: string) =>
      api.send(messageAnswer, "/api/v1/two-factor/totp", { method: "DELETE", body: { password } }),
    onSuccess: () => {
      queryClient.setQueryData<TwoFactorStatus>(securityKeys.twoFactor, (s) =>
        s ? { ...s, totp_enabled: false, totp_confirmed_at: null, recovery_codes_left: 0 } : s,
      );
      refresh();
    },
  });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) =>
      first(
        (
          await api.send(codesAnswer, "/api/v1/two-factor/recovery-codes", {
            method: "POST",
            body: { password },
          })
        ).data,
      ).codes,
    onSuccess: (codes) =>
      queryClient.setQueryData<TwoFactorStatus>(securityKeys.twoFactor, (s) =>
        s ? { ...s, recovery_codes_left: codes.length } : s,
      ),
  });
}
