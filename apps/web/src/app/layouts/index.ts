import { lazy, type ComponentType, type ReactNode } from "react";
import type { LayoutName } from "../../lib/routing/route-handle";

type LayoutComponent = ComponentType<{ children: ReactNode }>;

// Each layout is its own chunk: the public site does not download the dashboard or admin chrome.
const loaders: Record<LayoutName, () => Promise<{ default: LayoutComponent }>> = {
  regular: () => import("./regular-layout").then((m) => ({ default: m.RegularLayout })),
  dashboard: () => import("./dashboard-layout").then((m) => ({ default: m.DashboardLayout })),
  "dashboard-single": () =>
    import("./dashboard-single-layout").then((m) => ({ default: m.DashboardSingleLayout })),
  empty: () => import("./empty-layout").then((m) => ({ default: m.EmptyLayout })),
  admin: () => import("./admin-layout").then((m) => ({ default: m.AdminLayout })),
};

export const layouts: Record<LayoutName, LayoutComponent> = {
  regular: lazy(loaders.regular),
  dashboard: lazy(loaders.dashboard),
  "dashboard-single": lazy(loaders["dashboard-single"]),
  empty: lazy(loaders.empty),
  admin: lazy(loaders.admin),
};

/** Starts loading a layout's code while the screen's code loads. */
export const preloadLayout = (name: LayoutName) => loaders[name]();
