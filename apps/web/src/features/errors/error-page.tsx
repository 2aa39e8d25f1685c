import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { StatusScreen } from "../../components/status-screen";
import { exclamationOctagonIcon, wifiOffIcon } from "../../components/icons";
import { useT } from "./i18n";

/** A screen that could not be shown; `offline` when the reason is a missing network, not a fault. */
export function ErrorPage({ detail, offline = false }: { detail?: string; offline?: boolean }) {
  const t = useT();
  return (
    <StatusScreen
      icon={offline ? wifiOffIcon : exclamationOctagonIcon}
      title={offline ? t("errorPage.noSignal") : t("errorPage.title")}
      tone={offline ? "text-warning" : "text-danger"}
    >
      <p className="text-body-secondary">{detail ?? t("errorPage.detail")}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.reload()}>
          {t("errorPage.reload")}
        </button>
        <Link to={paths.sessions.href()} className="btn btn-primary">
          {t("errorPage.toSessions")}
        </Link>
      </div>
    </StatusScreen>
  );
}
