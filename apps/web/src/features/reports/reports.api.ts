import { queryOptions } from "@tanstack/react-query";
import { nutritionWeekSchema, successSchema, trainingWeekSchema } from "@topset/shared";
import { api } from "../../lib/api-client";

const trainingAnswer = successSchema(trainingWeekSchema);
const nutritionAnswer = successSchema(nutritionWeekSchema);

export const reportKeys = {
  training: (weeks: number) => ["reports", "training", weeks] as const,
  nutrition: (weeks: number) => ["reports", "nutrition", weeks] as const,
};

/** One row per week, oldest first, the current week last (weeks without training are zeros). */
export const trainingReportQuery = (weeks: number) =>
  queryOptions({
    queryKey: reportKeys.training(weeks),
    queryFn: async ({ signal }) =>
      (await api.send(trainingAnswer, "/api/v1/reports/training", { signal, query: { weeks } })).data,
  });

export const nutritionReportQuery = (weeks: number) =>
  queryOptions({
    queryKey: reportKeys.nutrition(weeks),
    queryFn: async ({ signal }) =>
      (await api.send(nutritionAnswer, "/api/v1/reports/nutrition", { signal, query: { weeks } })).data,
  });

/** The spans a report can cover. */
export const REPORT_SPANS = [4, 12, 26, 52, 104] as const;
