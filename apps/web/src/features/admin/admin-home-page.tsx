import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { MaintenanceButtons } from "./maintenance-buttons";
import { statsQuery } from "./admin.api";
import { OnlineUsersPanel } from "./online-users-panel";
import { AdminSecurityCard } from "./admin-security";
import "./admin.css";
import { Icon, type IconSvg } from "../../components/icon";
import { cameraVideoIcon, peopleIcon } from "../../components/icons";
import { useT } from "./i18n";

type StatCardProps = { to: string; icon: IconSvg; label: string; testId: string; value?: number };

function StatCard({ to, icon, label, testId, value }: StatCardProps) {
  return (
    <Link to={to} className="card admin-stat text-decoration-none h-100">
      <div className="card-body d-flex align-items-center gap-3">
        <span className="admin-stat-icon rounded-3 d-inline-flex align-items-center justify-content-center">
          <Icon svg={icon} />
        </span>
        <div>
          <div className="display-6 fw-bold lh-1" data-testid={`stat-${testId}`}>
            {value ?? "–"}
          </div>
          <div className="small text-body-secondary">{label}</div>
        </div>
      </div>
    </Link>
  );
}

/** /admin: this week's registrations and uploads, maintenance, and who is online. */
export function AdminHomePage() {
  const t = useT();
  const { data: stats } = useSuspenseQuery(statsQuery());
  return (
    <div className="admin-page vstack gap-3">
      <h1 className="h4 fw-bold mb-0">{t("home.title")}</h1>
      <div className="row g-3">
        <div className="col-sm-6">
          <StatCard
            to={paths.adminUsers.href()}
            icon={peopleIcon}
            label={t("home.usersStat")}
            testId="users"
            value={stats.users}
          />
        </div>
        <div className="col-sm-6">
          <StatCard
            to={paths.adminVideos.href()}
            icon={cameraVideoIcon}
            label={t("home.videosStat")}
            testId="videos"
            value={stats.videos}
          />
        </div>
      </div>
      <MaintenanceButtons />
      <AdminSecurityCard />
      <OnlineUsersPanel />
    </div>
  );
}
