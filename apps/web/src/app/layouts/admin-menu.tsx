import { NavLink } from "react-router";
import { paths } from "../paths";

const items = [
  { to: paths.admin.href(), label: "Home", icon: "bi-house", end: true },
  { to: paths.adminUsers.href(), label: "Users", icon: "bi-people", end: false },
  { to: paths.adminVideos.href(), label: "Videos", icon: "bi-camera-video", end: false },
  { to: paths.adminSessions.href(), label: "Sessions", icon: "bi-journal-text", end: false },
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
          <i className={`bi ${item.icon} me-2`} aria-hidden="true" />
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
        <i className="bi bi-activity me-2" aria-hidden="true" />
        {showActivity ? "Hide activities" : "Show activities"}
      </button>
    </nav>
  );
}
