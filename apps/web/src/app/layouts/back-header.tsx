import { useNavigate } from "react-router";
import { usePreviousScreen } from "../../lib/routing/navigation-history";
import { useRouteHandle } from "../../lib/routing/route-handle";
import { paths } from "../../lib/routing/paths";
import { Icon } from "../../components/icon";
import { chevronLeftIcon } from "../../components/icons";
import { routeTitle, useT } from "../i18n";

// Where "back" goes when the app was opened on this screen (no previous screen in this tab).
const sections = [paths.settings, paths.tools, paths.sessions, paths.videos, paths.community].map(
  (p) => p.pattern,
);
const upFrom = (pathname: string) =>
  sections.find((section) => pathname.startsWith(`${section}/`)) ?? paths.sessions.href();

/** Header of single-column screens: a back button named after the previous screen, and this screen's title. */
export function BackHeader() {
  const t = useT();
  const navigate = useNavigate();
  const previous = usePreviousScreen();
  const { title } = useRouteHandle();
  const back = () => (previous ? void navigate(-1) : void navigate(upFrom(window.location.pathname)));

  return (
    <header className="dashboard-header sticky-top d-flex align-items-center gap-2 px-2 py-2">
      <button
        type="button"
        className="btn btn-link text-decoration-none d-inline-flex align-items-center px-1"
        onClick={back}
      >
        <Icon svg={chevronLeftIcon} className="fs-5" />
        <span className="back-label text-truncate">
          {previous ? routeTitle(previous.title) : t("backHeader.back")}
        </span>
      </button>
      <h1 className="h6 fw-bold mb-0 flex-grow-1 text-center text-truncate back-title">
        {routeTitle(title)}
      </h1>
      {/* Balances the back button so the title stays centred. */}
      <span className="back-spacer" aria-hidden="true" />
    </header>
  );
}
