import { queryOptions } from "@tanstack/react-query";
import { categoryDetailsSchema, categorySchema, successSchema } from "@topset/shared";
import { api, ApiError } from "../../lib/api-client";
import { endSession } from "../../lib/session";

const categoriesAnswer = successSchema(categorySchema);
const categoryAnswer = successSchema(categoryDetailsSchema);

/** Query keys: everything under "categories" is refreshed together after a change. */
export const categoryKeys = {
  all: ["categories"] as const,
  list: () => [...categoryKeys.all, "list"] as const,
  detail: (id: number) => [...categoryKeys.all, "detail", id] as const,
};

/** Every category of the member, with its exercise count; `message` is the server's text for an empty list. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: async ({ signal }) => {
      const answer = await api.send(categoriesAnswer, "/api/v1/exercise-categories", {
        query: { all: true },
        signal,
      });
      return { categories: answer.data, message: answer.message };
    },
  });

/**
 * One category with its exercises; null when it is not the member's (403/404), so the screen can send
 * the user to the unauthorized page.
 * NOTE: auth: false because the api client logs out on any 403, and a 403 here only means "not yours".
 */
export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: categoryKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.send(categoryAnswer, `/api/v1/exercise-categories/${id}`, {
          auth: false,
          signal,
        });
        return answer.data[0] ?? null;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
        if (error instanceof ApiError && error.status === 401) void endSession();
        throw error;
      }
    },
  });

/** "Squat, Bench" creates two categories (the server splits, trims and drops empty pieces). */
export const createCategories = (name: string) =>
  api.send(categoriesAnswer, "/api/v1/exercise-categories", { method: "POST", body: { name } });
