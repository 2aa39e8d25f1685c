import { currentUserSchema, type CurrentUser } from "@topset/shared";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "./api-client";
import { authStore, clearAuth, updateUser } from "./auth-store";
import { queryClient } from "./query-client";
import { isSmallScreen } from "./screen";
import { resetUi, setLoading } from "./ui-store";

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;
let navigate: Navigate = (to) => window.location.assign(to);

/** The app hands its router over once, so that leaving the session can change screen. */
export function bindNavigator(next: Navigate) {
  navigate = next;
  api.setUnauthorizedHandler(() => void endSession());
}

export const loginPathForScreen = () =>
  isSmallScreen(window.innerWidth, window.innerHeight) ? "/dashboard/login" : "/login";

/**
 * Leaves the session on this device: clears the user, the cached answers (in memory and the copy
 * kept in IndexedDB), the loading overlay and the toast, and goes to the login screen. Leaving the
 * screen unmounts any open modal.
 */
export function endSession() {
  clearAuth();
  resetUi();
  queryClient.clear();
  // The kept queries and the real-time connection live in the signed-in runtime's chunk (decision 026).
  void import("./query-persist").then((m) => m.clearPersistedQueries());
  return navigate(loginPathForScreen(), { replace: true });
}

/** The logout button: tells the server, then leaves the session whatever it answered. */
export async function logOut() {
  setLoading(true);
  // Logout says userDisconnected first, while the session still stands.
  (await import("./presence")).leavePresence();
  try {
    // A POST: a cookie write, so the server takes it from this app's own origin only.
    await api.request("/api/auth/logout", { method: "POST", auth: false });
  } catch {
    // NOTE: an already-expired session answers 401; the user asked to leave, so leave anyway.
  } finally {
    await endSession();
  }
}

const checkAnswerSchema = z.object({ data: z.array(z.unknown()).optional() });

export const currentUserQuery = queryOptions({
  queryKey: ["auth", "current-user"],
  queryFn: async () => {
    const answer = await api.send(checkAnswerSchema, "/api/v1/users/check-authentication");
    const user = currentUserSchema.safeParse(answer.data?.[0]);
    return user.success ? user.data : null;
  },
  staleTime: 60_000,
  retry: false,
});

/**
 * Checks that the stored user still has a session: once at startup and on public routes (guard rule 5).
 * Only the server can end it: a 401/403 logs out through the api client. A network that cannot be
 * reached (a gym basement) keeps the stored login and the cached data, so the app works offline
 * (docs/decisions/021-installable-and-offline-reads.md). True when the server confirmed the login.
 */
export async function checkSession(): Promise<boolean> {
  if (!authStore.get().isLoggedIn) return false;
  try {
    const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    if (!user) return false;
    updateUser(user);
    void syncTimeZone(user);
    return true;
  } catch {
    // NOTE: offline or a 5xx: stay signed in with what this device has; the next check tries again.
    return false;
  }
}

/** The browser's IANA time zone (Europe/Berlin), or null when it does not tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

const userAnswerSchema = z.object({ data: z.array(currentUserSchema) });
let timeZoneSent: string | null = null;

/**
 * The server reads a date-time sent without a zone (the complete form's end time) in the account's
 * time zone: after login and each session check, the account gets this browser's zone when it differs
 * or is unset. Sent at most once per zone and page load; a failure waits for the next visit.
 */
export async function syncTimeZone(user: CurrentUser) {
  const zone = browserTimeZone();
  if (!zone || user.timezone === zone || timeZoneSent === zone) return;
  timeZoneSent = zone;
  try {
    const answer = await api.send(userAnswerSchema, `/api/v1/users/${user.id}/update-personal-information`, {
      method: "PATCH",
      body: { timezone: zone },
    });
    const updated = answer.data[0];
    if (updated) {
      updateUser(updated);
      queryClient.setQueryData(currentUserQuery.queryKey, updated);
    }
  } catch {
    // NOTE: nothing to tell the member; zone-less times stay in the account's previous zone (UTC if unset).
  }
}
