import { Link, useLocation } from "react-router";
import { useCurrentUser } from "../../lib/auth-store";
import { useSettings } from "../../lib/settings-store";
import { paths } from "../paths";

type Tab = { to: string; label: string; icon: string; activeIcon: string; section: string };

/** The tab bar: Community (when enabled), Sessions, Profile (Videos on the videos page), Tools, Settings. */
export function DashboardFooter() {
  const user = useCurrentUser();
  const community = useSettings((s) => s.community);
  const { pathname } = useLocation();
  const onVideos = pathname.startsWith(paths.videos.pattern);

  const tabs: Tab[] = [
    ...(community
      ? [
          {
            to: paths.community.href(),
            label: "Community",
            icon: "bi-people",
            activeIcon: "bi-people-fill",
            section: paths.community.pattern,
          },
        ]
      : []),
    {
      to: paths.sessions.href(),
      label: "Sessions",
      icon: "bi-journal-text",
      activeIcon: "bi-journal-bookmark-fill",
      section: paths.sessions.pattern,
    },
    onVideos
      ? {
          to: paths.videos.href(),
          label: "Videos",
          icon: "bi-camera-video",
          activeIcon: "bi-camera-video-fill",
          section: paths.videos.pattern,
        }
      : {
          to: paths.profile.href(user?.username ?? ""),
          label: "Profile",
          icon: "bi-person",
          activeIcon: "bi-person-fill",
          section: paths.ownProfile.pattern,
        },
    {
      to: paths.tools.href(),
      label: "Tools",
      icon: "bi-tools",
      activeIcon: "bi-tools",
      section: paths.tools.pattern,
    },
    {
      to: paths.settings.href(),
      label: "Settings",
      icon: "bi-gear",
      activeIcon: "bi-gear-fill",
      section: paths.settings.pattern,
    },
  ];

  return (
    <nav className="dashboard-footer sticky-bottom" aria-label="Dashboard">
      <ul className="nav nav-justified flex-nowrap">
        {tabs.map((tab) => {
          const active = pathname === tab.section || pathname.startsWith(`${tab.section}/`);
          return (
            <li className="nav-item" key={tab.label}>
              <Link
                to={tab.to}
                className={`nav-link tab-link${active ? " active" : ""}`}
                aria-current={active ? "page" : undefined}
              >
                <i className={`bi ${active ? tab.activeIcon : tab.icon}`} aria-hidden="true" />
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
