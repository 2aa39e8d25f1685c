import { NavLink } from "react-router";
import { paths } from "../../lib/routing/paths";
import { Icon } from "../../components/icon";
import {
  activityIcon,
  cameraVideoIcon,
  houseIcon,
  journalTextIcon,
  peopleIcon,
} from "../../components/icons";
import { useT } from "../i18n";

const items = [
  { to: paths.admin.href(), key: "home", icon: houseIcon, end: true },
  { to: paths.adminUsers.href(), key: "users", icon: peopleIcon, end: false },
  { to: paths.adminVideos.href(), key: "videos", icon: cameraVideoIcon, end: false },
  { to: paths.adminSessions.href(), key: "sessions", icon: journalTextIcon, end: false },
] as const;

/** The admin menu: Home, users, videos, sessions, and the activity-log toggle. */
export function AdminMenu({
  showActivity,
  onToggleActivity,
}: {
  showActivity: boolean;
  onToggleActivity: () => void;
}) {
  const t = useT();
  return (
    <nav aria-label={t("adminMenu.label")} className="admin-menu d-flex flex-md-column gap-1 overflow-auto">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end}
          className={({ isActive }) => `nav-link admin-link${isActive ? " active" : ""}`}
        >
          <Icon svg={item.icon} className="me-2" />
          {t(`adminMenu.${item.key}`)}
        </NavLink>
      ))}
      <button
        type="button"
        className={`nav-link admin-link text-start${showActivity ? " active" : ""}`}
        aria-expanded={showActivity}
        aria-controls="activity-log"
        onClick={onToggleActivity}
      >
        <Icon svg={activityIcon} className="me-2" />
        {showActivity ? t("adminMenu.hideActivities") : t("adminMenu.showActivities")}
      </button>
    </nav>
  );
}
