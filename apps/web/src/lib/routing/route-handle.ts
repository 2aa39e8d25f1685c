import { useMatches } from "react-router";

export type LayoutName = "regular" | "dashboard" | "dashboard-single" | "empty" | "admin";

/** Who may open a route: anyone, only logged-out visitors (login/signup), logged-in users, admins. */
export type RouteAuth = "public" | "guest" | "user" | "admin";

/** Metadata every route of the table carries (spec section 2: layout from route metadata, title per navigation). */
export type RouteHandle = {
  title: string;
  /** Defaults to the dashboard layout, as the spec says. */
  layout?: LayoutName;
  auth: RouteAuth;
  /** A route that is not ready: the guard sends it to /dashboard/error. */
  warn?: boolean;
};

export const defaultLayout: LayoutName = "dashboard";

const fallbackHandle: RouteHandle = { title: "Topset", layout: "regular", auth: "public" };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "title" in value && "auth" in value;
}

/** The handle of the deepest matched route that has one. */
export function leafHandle(
  matches: ReadonlyArray<{ handle?: unknown; route?: { handle?: unknown } }>,
): RouteHandle {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match?.handle ?? match?.route?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return fallbackHandle;
}

export const useRouteHandle = (): RouteHandle => leafHandle(useMatches());
