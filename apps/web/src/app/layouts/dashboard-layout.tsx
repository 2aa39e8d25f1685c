import type { ReactNode } from "react";
import { DashboardFrame } from "./dashboard-frame";
import { DashboardHeader } from "./dashboard-header";

/** The dashboard: header with avatar, search and gear; the tab bar at the bottom. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return <DashboardFrame header={<DashboardHeader />}>{children}</DashboardFrame>;
}
