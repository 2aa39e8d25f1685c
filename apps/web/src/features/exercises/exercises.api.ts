import { queryOptions } from "@tanstack/react-query";
import { categorySchema, exerciseSchema, historyRowSchema, successSchema } from "@topset/shared";
import { api, ApiError } from "../../lib/api-client";
import { endSession } from "../../lib/session";

/** The exercise-history page size (docs/product.md, "Exercises and categories"). */
export const HISTORY_PER_PAGE = 20;

const exercisesAnswer = successSchema(exerciseSchema);
const historyAnswer = successSchema(historyRowSchema);

/** Query keys: everything under "exercises" is refreshed together after a change. */
export const exerciseKeys = {
  all: ["exercises"] as const,
  list: () => [...exerciseKeys.all, "list"] as const,
  // NOTE: the categories feature owns its list; this key holds this feature's copy, for the add modal's picker.
  categoryOptions: () => [...exerciseKeys.all, "category-options"] as const,
  detail: (id: number) => [...exerciseKeys.all, "detail", id] as const,
  history: (id: number, page: number) => [...exerciseKeys.all, "history", id, page] as const,
};

/** Every exercise of the member, newest first, with its category name; `message` names an empty list. */
export const exercisesQuery = () =>
  queryOptions({
    queryKey: exerciseKeys.list(),
    queryFn: async ({ signal }) => {
      const answer = await api.send(exercisesAnswer, "/api/v1/exercises", { signal });
      return { exercises: answer.data, message: answer.message };
    },
  });

export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: exerciseKeys.categoryOptions(),
    queryFn: async ({ signal }) => {
      const answer = await api.send(successSchema(categorySchema), "/api/v1/exercise-categories", {
        query: { all: true },
        signal,
      });
      return answer.data;
    },
  });

/**
 * Calls that answer 403/404 for someone else's exercise resolve to null, so the screen can send the user
 * to the unauthorized page.
 * NOTE: auth: false because the api client logs out on any 403, and a 403 here only means "not yours".
 */
async function ownedOrNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
    if (error instanceof ApiError && error.status === 401) void endSession();
    throw error;
  }
}

export const exerciseQuery = (id: number) =>
  queryOptions({
    queryKey: exerciseKeys.detail(id),
    queryFn: ({ signal }) =>
      ownedOrNull(async () => {
        const answer = await api.send(exercisesAnswer, `/api/v1/exercises/${id}`, { auth: false, signal });
        return answer.data[0] ?? null;
      }),
  });

/** One page of the exercise's sets, newest first. */
export const historyQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: exerciseKeys.history(id, page),
    queryFn: ({ signal }) =>
      ownedOrNull(async () => {
        const answer = await api.send(historyAnswer, `/api/v1/exercises/${id}/history`, {
          query: { perPage: HISTORY_PER_PAGE, currentPage: page },
          auth: false,
          signal,
        });
        return { rows: answer.data, pagination: answer.pagination ?? null };
      }),
  });

/** Every set of the exercise (the CSV's "all pages"). */
export async function fetchAllHistory(id: number) {
  const answer = await api.send(historyAnswer, `/api/v1/exercises/${id}/history`, { query: { all: true } });
  return answer.data;
}

/** "Squat, Pause squat" creates two exercises in the category. */
export const createExercises = (input: { exercise_category_id: number; name: string }) =>
  api.send(exercisesAnswer, "/api/v1/exercises", { method: "POST", body: input });
