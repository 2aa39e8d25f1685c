import { Link, useLocation } from "react-router";
import { useCurrentUser } from "../../lib/auth-store";
import { useSettings } from "../../lib/settings-store";
import { useUi } from "../../lib/ui-store";
import { paths } from "../../lib/routing/paths";
import { Icon, type IconSvg } from "../../components/icon";
import {
  cameraVideoIcon,
  cameraVideoFillIcon,
  gearIcon,
  gearFillIcon,
  journalBookmarkFillIcon,
  journalTextIcon,
  peopleIcon,
  peopleFillIcon,
  personIcon,
  personFillIcon,
  toolsIcon,
} from "../../components/icons";
import { useT } from "../i18n";

type Tab = { to: string; label: string; key: string; icon: IconSvg; activeIcon: IconSvg; section: string };

/** The tab bar: Community (when enabled), Sessions, Profile (Videos on the videos page), Tools, Settings. */
export function DashboardFooter() {
  const t = useT();
  const user = useCurrentUser();
  const community = useSettings((s) => s.community);
  const { pathname } = useLocation();
  const onVideos = pathname.startsWith(paths.videos.pattern);
  // A running session's screen keeps the bottom edge for its own bar (features/training/session).
  const focus = useUi((s) => s.focus);

  const tabs: Tab[] = [
    ...(community
      ? [
          {
            to: paths.community.href(),
            key: "community",
            label: t("dashboardFooter.community"),
            icon: peopleIcon,
            activeIcon: peopleFillIcon,
            section: paths.community.pattern,
          },
        ]
      : []),
    {
      to: paths.sessions.href(),
      key: "sessions",
      label: t("dashboardFooter.sessions"),
      icon: journalTextIcon,
      activeIcon: journalBookmarkFillIcon,
      section: paths.sessions.pattern,
    },
    onVideos
      ? {
          to: paths.videos.href(),
          key: "videos",
          label: t("dashboardFooter.videos"),
          icon: cameraVideoIcon,
          activeIcon: cameraVideoFillIcon,
          section: paths.videos.pattern,
        }
      : {
          to: paths.profile.href(user?.username ?? ""),
          key: "profile",
          label: t("dashboardFooter.profile"),
          icon: personIcon,
          activeIcon: personFillIcon,
          section: paths.ownProfile.pattern,
        },
    {
      to: paths.tools.href(),
      key: "tools",
      label: t("dashboardFooter.tools"),
      icon: toolsIcon,
      activeIcon: toolsIcon,
      section: paths.tools.pattern,
    },
    {
      to: paths.settings.href(),
      key: "settings",
      label: t("dashboardFooter.settings"),
      icon: gearIcon,
      activeIcon: gearFillIcon,
      section: paths.settings.pattern,
    },
  ];

  if (focus) return null;
  return (
    <nav className="dashboard-footer sticky-bottom" aria-label={t("dashboardFooter.label")}>
      <ul className="nav nav-justified flex-nowrap">
        {tabs.map((tab) => {
          const active = pathname === tab.section || pathname.startsWith(`${tab.section}/`);
          return (
            <li className="nav-item" key={tab.key}>
              <Link
                to={tab.to}
                className={`nav-link tab-link${active ? " active" : ""}`}
                aria-current={active ? "page" : undefined}
              >
                <Icon svg={active ? tab.activeIcon : tab.icon} />
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
