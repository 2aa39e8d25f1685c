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

const items = [
  { to: paths.admin.href(), label: "Home", icon: houseIcon, end: true },
  { to: paths.adminUsers.href(), label: "Users", icon: peopleIcon, end: false },
  { to: paths.adminVideos.href(), label: "Videos", icon: cameraVideoIcon, end: false },
  { to: paths.adminSessions.href(), label: "Sessions", icon: journalTextIcon, end: false },
];

/** The admin menu: Home, users, videos, sessions, and the activity-log toggle. */
export function AdminMenu({
  showActivity,
  onToggleActivity,
}: {
  showActivity: boolean;
  onToggleActivity: () => void;
}) {
  return (
    <nav aria-label="Admin" className="admin-menu d-flex flex-md-column gap-1 overflow-auto">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end}
          className={({ isActive }) => `nav-link admin-link${isActive ? " active" : ""}`}
        >
          <Icon svg={item.icon} className="me-2" />
          {item.label}
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
        {showActivity ? "Hide activities" : "Show activities"}
      </button>
    </nav>
  );
}
