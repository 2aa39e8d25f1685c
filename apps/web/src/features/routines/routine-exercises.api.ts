import { queryOptions } from "@tanstack/react-query";
import { blockSchema, exerciseGroupSchema, successSchema } from "@topset/shared";
import { api } from "../../lib/api-client";
import { routineKeys } from "../../lib/routines";

// NOTE: the exercises feature owns the exercise list; this is the builder's copy, grouped for its picker.
export const routineExercisesQuery = () =>
  queryOptions({
    queryKey: [...routineKeys.all, "options", "exercises"] as const,
    queryFn: async ({ signal }) =>
      (
        await api.send(successSchema(exerciseGroupSchema), "/api/v1/exercises", {
          query: { order_by: "name" },
          signal,
        })
      ).data,
  });

// NOTE: the blocks feature owns the blocks; this is the program page's copy, for its "Block" select.
export const programBlocksQuery = () =>
  queryOptions({
    queryKey: [...routineKeys.all, "options", "blocks"] as const,
    queryFn: async ({ signal }) =>
      (await api.send(successSchema(blockSchema), "/api/v1/blocks", { signal })).data,
  });
