import type { ReactNode } from "react";
import { SyncIndicator } from "../../components/sync-indicator";
import { DashboardFooter } from "./dashboard-footer";
import "./dashboard.css";

/** Shared frame of the dashboard layouts: black page, one phone-width column, tab bar at the bottom. */
export function DashboardFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="dashboard-page min-vh-100">
      <div className="dashboard-column mx-auto d-flex flex-column min-vh-100">
        <div className="sticky-top dashboard-top">
          {header}
          <SyncIndicator />
        </div>
        <main className="flex-grow-1 px-3 py-3 dashboard-main">{children}</main>
        <DashboardFooter />
      </div>
    </div>
  );
}
