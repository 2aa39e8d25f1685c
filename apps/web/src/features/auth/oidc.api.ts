import { queryOptions } from "@tanstack/react-query";
import { currentUserSchema, oidcSettingsSchema, successSchema, type CurrentUser } from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";
import { logIn } from "../../lib/auth-store";
import { syncTimeZone } from "../../lib/session";

const settingsAnswer = successSchema(oidcSettingsSchema);
const off = { enabled: false, name: "", only: false };

/**
 * Whether the login page offers single sign-on (decision 049). The page must open without it (offline,
 * an older server), so a failed read means "no button", never an error screen.
 */
export const oidcSettingsQuery = queryOptions({
  queryKey: ["auth", "oidc"],
  queryFn: async ({ signal }) => {
    try {
      return (await api.send(settingsAnswer, "/api/auth/oidc", { signal, auth: false })).data[0] ?? off;
    } catch {
      return off;
    }
  },
  staleTime: 5 * 60_000,
});

/** The button's target: a plain navigation, the server answers with the provider's page. */
export function oidcStartHref({ remember, returnTo }: { remember?: boolean; returnTo?: string | null }) {
  const query = new URLSearchParams();
  if (remember) query.set("remember_me", "true");
  if (returnTo) query.set("return_to", returnTo);
  const search = query.toString();
  return `/api/auth/oidc/start${search ? `?${search}` : ""}`;
}

const checkAnswer = z.object({ data: z.array(currentUserSchema) });

/**
 * The landing after the provider: the server opened the session (an httpOnly cookie), and this device
 * learns who it belongs to, as a password login would. Null when no session came (the page says so).
 */
export const ssoLandingQuery = queryOptions({
  queryKey: ["auth", "sso-landing"],
  queryFn: async ({ signal }): Promise<CurrentUser | null> => {
    try {
      const answer = await api.send(checkAnswer, "/api/v1/users/check-authentication", {
        signal,
        auth: false,
      });
      const user = answer.data[0] ?? null;
      if (user) {
        logIn(user);
        void syncTimeZone(user);
      }
      return user;
    } catch {
      return null;
    }
  },
  staleTime: 0,
  retry: false,
});
