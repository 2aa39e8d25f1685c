import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  athleteSchema,
  createdAccessCodeSchema,
  successSchema,
  type CreateAccessCodeInput,
  type RedeemAccessCodeInput,
} from "@topset/shared";
import { api } from "../../lib/api-client";
import { coachingKeys } from "../../lib/coaching";
import { t } from "./i18n";

/** Makes a code; the answer holds the only copy of it the app will ever get. */
export function useCreateAccessCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAccessCodeInput) => {
      const answer = await api.send(successSchema(createdAccessCodeSchema), "/api/v1/access-codes", {
        method: "POST",
        body: input ?? {},
      });
      const created = answer.data[0];
      if (!created) throw new Error(t("errors.noCode"));
      return created;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: coachingKeys.codes() }),
  });
}

/** Redeems a member's code: I become their coach, and they join my athletes. */
export function useRedeemAccessCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RedeemAccessCodeInput) => {
      const answer = await api.send(successSchema(athleteSchema), "/api/v1/access-codes/redeem", {
        method: "POST",
        body: input,
      });
      const athlete = answer.data[0];
      if (!athlete) throw new Error(t("errors.noAthlete"));
      return athlete;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: coachingKeys.athletes() }),
  });
}
