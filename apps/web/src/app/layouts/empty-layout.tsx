import type { ReactNode } from "react";
import "./dashboard.css";

/** Empty centred layout (dashboard login and signup), on the dashboard's black page. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main className="dashboard-page empty-layout d-flex align-items-center justify-content-center min-vh-100 px-3 py-4">
      <div className="w-100 empty-layout-column">{children}</div>
    </main>
  );
}
