import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

// NOTE: 401/403 and the 5xx text are handled once, in api-client; here only when to retry.
// A 4xx will not change by asking again; a 5xx or a dropped connection might.
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
    mutations: { retry: false },
  },
});
