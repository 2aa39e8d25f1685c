import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { searchResultSchema, successSchema } from "@topset/shared";
import { api } from "../../lib/api-client";

const searchAnswer = successSchema(searchResultSchema);

/**
 * The header search for `q` (trimmed, 2 to 100 characters): members and the member's own things, best
 * match first. While the next answer loads, the previous one stays on screen.
 */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ["search", q] as const,
    queryFn: async ({ signal }) =>
      (await api.send(searchAnswer, "/api/v1/search", { query: { q }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: q.length >= 2,
  });
