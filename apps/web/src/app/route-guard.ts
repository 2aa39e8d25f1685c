import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { authStore, rememberRedirect } from "../lib/auth-store";
import { checkSession } from "../lib/session";
import { decideGuard } from "../lib/routing/guard";
import { leafHandle } from "../lib/routing/route-handle";

/**
 * The root loader: runs before every navigation, applies the guards of decideGuard to the screen
 * about to open, so a guarded screen never renders, not even for a frame.
 */
export function createGuardLoader(getRoutes: () => RouteObject[]) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const handle = leafHandle(matchRoutes(getRoutes(), url.pathname) ?? []);
    const decision = decideGuard({
      path: url.pathname,
      search: url.search,
      auth: handle.auth,
      warn: handle.warn,
      user: authStore.get().user,
    });
    if (decision.type === "redirect") {
      if (decision.remember) rememberRedirect(decision.remember);
      throw redirect(decision.to);
    }
    // Rule 5 runs in the background: a public page need not wait for it; a gone user is logged out.
    if (decision.verifyUser) void checkSession();
    return null;
  };
}
