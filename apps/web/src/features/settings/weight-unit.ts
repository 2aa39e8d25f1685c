import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  displayWeight,
  type CurrentUser,
  type UpdatePersonalInfoInput,
  type WeightUnit,
} from "@topset/shared";
import { updateUser } from "../../lib/auth-store";
import { currentUserQuery } from "../../lib/session";
import { rememberDeviceUnit } from "../../lib/settings-store";
import { showToast } from "../../lib/ui-store";
import { updatePersonalInformation } from "./settings.api";
import { t } from "./i18n";

/**
 * What changing the account's unit sends. NOTE: the account's bodyweight has no unit of its own on the
 * server (it is read in `weight_unit`), so it is sent converted, or it would silently turn 80 kg into 80 lbs.
 */
export function unitChangeBody(user: CurrentUser, unit: WeightUnit): UpdatePersonalInfoInput {
  if (user.weight == null || user.weight_unit === unit) return { weight_unit: unit };
  return { weight_unit: unit, weight: displayWeight({ value: user.weight, unit: user.weight_unit }, unit) };
}

/**
 * Settings' unit switch when signed in: saved on the account (so every device follows), shown once the
 * server has it. A refusal or an unreachable server leaves the unit as it was and says so.
 */
export function useChangeWeightUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, unit }: { user: CurrentUser; unit: WeightUnit }) =>
      updatePersonalInformation(user.id, unitChangeBody(user, unit)),
    onError: (error, { user }) => {
      const reason = error instanceof Error ? error.message : "";
      showToast(t("unitSwitch.failed", { unit: user.weight_unit, reason }).trim());
    },
    onSuccess: (answer) => {
      const user = answer.data[0];
      if (!user) return;
      updateUser(user);
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      rememberDeviceUnit(user.weight_unit);
    },
  });
}
