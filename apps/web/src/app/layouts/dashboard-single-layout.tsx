import type { ReactNode } from "react";
import { BackHeader } from "./back-header";
import { DashboardFrame } from "./dashboard-frame";

/** Single-column dashboard screens (details, settings and tools pages): back header, content, tab bar. */
export function DashboardSingleLayout({ children }: { children: ReactNode }) {
  return <DashboardFrame header={<BackHeader />}>{children}</DashboardFrame>;
}
