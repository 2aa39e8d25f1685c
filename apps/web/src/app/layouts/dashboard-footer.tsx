import { NavLink, useLocation } from "react-router";
import { useCurrentUser } from "../../lib/auth-store";
import { useSettings } from "../../lib/settings-store";
import { paths } from "../paths";

type Tab = { to: string; label: string; icon: string; activeFor: string };

/** The tab bar: Community (when enabled), Sessions, Profile (Videos on the videos page), Tools, Settings. */
export function DashboardFooter() {
  const user = useCurrentUser();
  const community = useSettings((s) => s.community);
  const { pathname } = useLocation();
  const onVideos = pathname.startsWith(paths.videos.pattern);

  const tabs: Tab[] = [
    ...(community ? [{ to: paths.community.href(), label: "Community", icon: "bi-people", activeFor: paths.community.pattern }] : []),
    { to: paths.sessions.href(), label: "Sessions", icon: "bi-journal-text", activeFor: paths.sessions.pattern },
    onVideos
      ? { to: paths.videos.href(), label: "Videos", icon: "bi-camera-video", activeFor: paths.videos.pattern }
      : { to: paths.profile.href(user?.username ?? ""), label: "Profile", icon: "bi-person", activeFor: paths.ownProfile.pattern },
    { to: paths.tools.href(), label: "Tools", icon: "bi-tools", activeFor: paths.tools.pattern },
    { to: paths.settings.href(), label: "Settings", icon: "bi-gear", activeFor: paths.settings.pattern },
  ];

  return (
    <nav className="dashboard-footer sticky-bottom" aria-label="Dashboard">
      <ul className="nav nav-justified">
        {tabs.map((tab) => {
          const active = pathname === tab.activeFor || pathname.startsWith(`${tab.activeFor}/`);
          return (
            <li className="nav-item" key={tab.label}>
              <NavLink to={tab.to} className={`nav-link tab-link${active ? " active" : ""}`} aria-current={active ? "page" : undefined}>
                <i className={`bi ${tab.icon}${active ? "-fill" : ""}`} aria-hidden="true" />
                <span>{tab.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
