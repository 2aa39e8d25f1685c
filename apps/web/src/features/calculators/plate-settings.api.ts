import { queryOptions } from "@tanstack/react-query";
import { plateSettingsResponseSchema, successSchema, type PlateSettingsInput } from "@topset/shared";
import { api } from "../../lib/api-client";
import { t } from "./i18n";

const answer = successSchema(plateSettingsResponseSchema);

export const plateSettingsKey = ["plate-settings"] as const;

/** The member's bar, collars and plates for kg and lb (the defaults until they save their own). */
export const plateSettingsQuery = () =>
  queryOptions({
    queryKey: plateSettingsKey,
    queryFn: async ({ signal }) => {
      const { data } = await api.send(answer, "/api/v1/plate-settings", { signal });
      if (!data[0]) throw new Error(t("api.noSettings"));
      return data[0];
    },
    // Equipment rarely changes; no refetch while the lifter is between sets.
    staleTime: Infinity,
  });

export const savePlateSettings = (input: PlateSettingsInput) =>
  api.send(answer, "/api/v1/plate-settings", { method: "PUT", body: input });
