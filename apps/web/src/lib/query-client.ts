import { onlineManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

const isOffline = () => !onlineManager.isOnline() || (typeof navigator !== "undefined" && !navigator.onLine);

// NOTE: 401/403 and the 5xx text are handled once, in api-client; here only when to retry.
// A 4xx will not change by asking again; a 5xx or a dropped connection might, but not while the
// device is offline: a retry would wait for the network, and a screen without cached data would
// spin until it returns instead of saying it is offline.
export const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 &&
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
  !(error instanceof ApiError && error.status === 0 && isOffline());

export const queryClient = new QueryClient({
  defaultOptions: {
    // "offlineFirst": a read is tried once even offline, so a screen shows its cached (persisted)
    // answer or fails to the offline message; the default "online" would pause and suspend for good.
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: shouldRetry,
      networkMode: "offlineFirst",
    },
    // "always": a write that does not go through the outbox (a tag, sharing) fails at once offline with
    // the network message, rather than pausing behind a spinner until the signal returns.
    mutations: { retry: false, networkMode: "always" },
  },
});
