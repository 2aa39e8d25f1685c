import { currentUserSchema, type CurrentUser } from "@topset/shared";
import { z } from "zod";
import { createPersistedStore, useStore } from "./store";

/** Login state saved on this device. The session itself is an httpOnly cookie the app never sees. */
export type AuthState = { isLoggedIn: boolean; user: CurrentUser | null; appVersion: string | null };

const loggedOut: AuthState = { isLoggedIn: false, user: null, appVersion: null };

const storedSchema = z.object({
  isLoggedIn: z.literal(true),
  user: currentUserSchema,
  appVersion: z.string().nullable().catch(null),
});

export function parseAuth(raw: unknown): AuthState {
  const parsed = storedSchema.safeParse(raw);
  return parsed.success ? parsed.data : loggedOut;
}

export const authStore = createPersistedStore("topset.auth", parseAuth);

export function logIn(user: CurrentUser, appVersion?: string | null) {
  authStore.set((current) => ({ isLoggedIn: true, user, appVersion: appVersion ?? current.appVersion }));
}

export function updateUser(user: CurrentUser) {
  authStore.set((current) => (current.isLoggedIn ? { ...current, user } : current));
}

export function clearAuth() {
  authStore.set(loggedOut);
}

export const useCurrentUser = () => useStore(authStore, (state) => state.user);
export const useAppVersion = () => useStore(authStore, (state) => state.appVersion);

// NOTE: the wanted path lives in memory only (redirect_url is kept out of storage).
let redirectUrl: string | null = null;
export const rememberRedirect = (url: string) => {
  redirectUrl = url;
};
/** Returns the remembered path once and forgets it. */
export const takeRedirect = () => {
  const url = redirectUrl;
  redirectUrl = null;
  return url;
};
