import type { Role } from "@topset/shared";
import { paths } from "./paths";
import type { RouteAuth } from "./route-handle";

export type GuardUser = { username: string; role: Role } | null;

export type GuardInput = {
  path: string;
  /** The query string (with its "?"), kept in the remembered path. */
  search?: string;
  auth: RouteAuth;
  warn?: boolean;
  user: GuardUser;
};

export type GuardDecision =
  { type: "redirect"; to: string; remember?: string } | { type: "allow"; verifyUser: boolean };

export const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/** The five route guards of spec section 2, as a pure function of the path, the route and the user. */
export function decideGuard({ path, search = "", auth, warn, user }: GuardInput): GuardDecision {
  const needsLogin = auth === "user" || auth === "admin";
  // 1. Logged out on a login-required route: log in first, then come back.
  if (needsLogin && !user)
    return { type: "redirect", to: paths.dashboardLogin.href(), remember: path + search };
  // 2. Logged in on login or signup: go to the profile.
  if (auth === "guest" && user) return { type: "redirect", to: paths.profile.href(user.username) };
  // 3. Anyone but an admin on an admin path: not found.
  if ((auth === "admin" || isAdminPath(path)) && user?.role !== "admin") {
    return { type: "redirect", to: paths.notFound.href() };
  }
  // 4. A route marked as warn (block detail) is not ready.
  if (warn) return { type: "redirect", to: paths.dashboardError.href() };
  // 5. On a public route, check that the stored user still exists.
  return { type: "allow", verifyUser: auth !== "user" && auth !== "admin" && user !== null };
}

const guestPaths = new Set([
  paths.login.pattern,
  paths.signup.pattern,
  paths.dashboardLogin.pattern,
  paths.dashboardSignup.pattern,
]);

/** Where a fresh login lands (spec "After login"): admins on /admin, others on the remembered path or their profile. */
export function afterLoginPath(user: NonNullable<GuardUser>, remembered: string | null): string {
  if (user.role === "admin") return paths.admin.href();
  const safe =
    remembered !== null &&
    remembered.startsWith("/") &&
    !remembered.startsWith("//") &&
    !guestPaths.has(remembered.split("?")[0] ?? "");
  return safe ? remembered : paths.profile.href(user.username);
}
