import type { ReactNode } from "react";
import Collapse from "react-bootstrap/Collapse";
import { Link } from "react-router";
import { BrandMark } from "../../components/brand";
import { ActivityLogPanel } from "../../features/admin/activity-log-panel";
import { AdminFactorGate } from "../../features/admin/admin-security";
import { LogoutButton } from "../../components/logout-button";
import { settingsStore, useSettings } from "../../lib/settings-store";
import { paths } from "../../lib/routing/paths";
import { AdminMenu } from "./admin-menu";
import "./dashboard.css";
import { Icon } from "../../components/icon";
import { gridIcon } from "../../components/icons";
import { useT } from "../i18n";

const toggleActivity = () => settingsStore.set((s) => ({ ...s, showActivity: !s.showActivity }));

/** The admin area: its own header and menu, and a collapsible activity-log panel (collapsed at first). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const showActivity = useSettings((s) => s.showActivity);
  return (
    <div className="dashboard-page admin-layout min-vh-100">
      <header className="admin-header d-flex align-items-center gap-2 px-3 py-2 border-bottom">
        <Link
          to={paths.admin.href()}
          className="d-inline-flex align-items-center gap-2 text-decoration-none brand"
        >
          <BrandMark size={26} />
          <span className="fw-bolder">Topset</span>
          <span className="badge text-bg-warning">{t("adminLayout.admin")}</span>
        </Link>
        <Link to={paths.ownProfile.href()} className="btn btn-sm btn-outline-secondary ms-auto">
          <Icon svg={gridIcon} className="me-1" />
          {t("adminLayout.app")}
        </Link>
        <LogoutButton size="sm" />
      </header>
      <div className="container-fluid py-3">
        <div className="row g-3">
          <aside className="col-md-3 col-lg-2">
            <AdminMenu showActivity={showActivity} onToggleActivity={toggleActivity} />
          </aside>
          <main className="col-md-9 col-lg-10">
            {/* An admin the two-factor requirement shuts out sees why, and no admin call is made. */}
            <AdminFactorGate>
              {/* Mounted on first open, so the log is only fetched once someone looks. */}
              <Collapse in={showActivity} mountOnEnter>
                <section id="activity-log" aria-label={t("adminLayout.activityLog")}>
                  <ActivityLogPanel />
                </section>
              </Collapse>
              {children}
            </AdminFactorGate>
          </main>
        </div>
      </div>
    </div>
  );
}
