import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { meetSchema, openPowerliftingResultSchema, successSchema } from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";
import { t } from "./i18n";

const searchAnswer = successSchema(openPowerliftingResultSchema);

/** Meet results of the lifters whose name contains `q` (trimmed, 2 to 100 characters), best first. */
export const openPowerliftingQuery = (q: string) =>
  queryOptions({
    queryKey: ["open-powerlifting", q] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.send(searchAnswer, "/api/v1/variables/open-powerlifting", {
        query: { q },
        signal,
      });
      return answer.data;
    },
    // The data set only changes when an operator re-imports it.
    staleTime: 10 * 60_000,
  });

const statusAnswer = successSchema(z.object({ imported: z.boolean(), import_command: z.string() }));

/** Whether this server holds the OpenPowerlifting data set yet, and the command that imports it. */
export const openPowerliftingStatusQuery = () =>
  queryOptions({
    queryKey: ["open-powerlifting", "status"] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.send(statusAnswer, "/api/v1/variables/open-powerlifting/status", { signal });
      return answer.data[0]!;
    },
    staleTime: 10 * 60_000,
  });

const meetAnswer = successSchema(meetSchema);

/** "This was me": the result becomes the member's meet (the meet report lists it from then on). */
export function useMeetFromOpenPowerlifting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (resultId: number) => {
      const answer = await api.send(meetAnswer, "/api/v1/meets/from-open-powerlifting", {
        method: "POST",
        body: { result_id: resultId },
      });
      const meet = answer.data[0];
      if (!meet) throw new Error(t("api.noMeet"));
      return meet;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["meets"] }),
  });
}
