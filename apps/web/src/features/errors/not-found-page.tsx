import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { StatusScreen } from "../../components/status-screen";
import { compassIcon, signpostSplitIcon } from "../../components/icons";
import { useT } from "./i18n";

export function NotFoundPage() {
  const t = useT();
  return (
    <StatusScreen icon={signpostSplitIcon} code="404" title={t("notFoundPage.title")}>
      <p className="text-body-secondary">{t("notFoundPage.detail")}</p>
      <Link to={paths.home.href()} className="btn btn-primary">
        {t("notFoundPage.home")}
      </Link>
    </StatusScreen>
  );
}

export function DashboardNotFoundPage() {
  const t = useT();
  return (
    <StatusScreen icon={compassIcon} title={t("dashboardNotFoundPage.title")}>
      <p className="text-body-secondary">{t("dashboardNotFoundPage.detail")}</p>
      <Link to={paths.sessions.href()} className="btn btn-primary">
        {t("dashboardNotFoundPage.toSessions")}
      </Link>
    </StatusScreen>
  );
}
