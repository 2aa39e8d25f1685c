import { queryOptions } from "@tanstack/react-query";
import { issuesAnswerSchema } from "@topset/shared";
import { api } from "../../lib/api-client";

export const issuesQuery = () =>
  queryOptions({
    queryKey: ["app-issues"],
    queryFn: ({ signal }) => api.send(issuesAnswerSchema, "/api/v1/app/issues", { signal }),
    staleTime: 5 * 60_000,
  });
