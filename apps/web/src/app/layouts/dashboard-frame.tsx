import type { ReactNode } from "react";
import { SyncIndicator } from "../../components/sync-indicator";
import { useUi } from "../../lib/ui-store";
import { DashboardFooter } from "./dashboard-footer";
import "./dashboard.css";

/**
 * Shared frame of the dashboard layouts: black page, one phone-width column, tab bar at the bottom.
 * In focus (a running session) the header scrolls with the page and the tab bar steps aside, so the
 * sets keep the screen; the sync indicator floats at the top while it has something to say.
 */
export function DashboardFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  const focus = useUi((s) => s.focus);
  return (
    <div className={`dashboard-page min-vh-100${focus ? " dashboard-focus" : ""}`}>
      <div className="dashboard-column mx-auto d-flex flex-column min-vh-100">
        <div className={focus ? "dashboard-top" : "sticky-top dashboard-top"}>
          {header}
          {!focus && <SyncIndicator />}
        </div>
        {focus && (
          // Over the page, not in its flow: its coming and going must not move the set entry.
          <div className="dashboard-top focus-sync">
            <SyncIndicator />
          </div>
        )}
        <main className="flex-grow-1 px-3 py-3 dashboard-main">{children}</main>
        <DashboardFooter />
      </div>
    </div>
  );
}
