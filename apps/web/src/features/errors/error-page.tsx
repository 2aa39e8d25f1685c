import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { StatusScreen } from "../../components/status-screen";
import { exclamationOctagonIcon, wifiOffIcon } from "../../components/icons";

/** A screen that could not be shown; `offline` when the reason is a missing network, not a fault. */
export function ErrorPage({ detail, offline = false }: { detail?: string; offline?: boolean }) {
  return (
    <StatusScreen
      icon={offline ? wifiOffIcon : exclamationOctagonIcon}
      title={offline ? "No signal" : "Something went wrong!"}
      tone={offline ? "text-warning" : "text-danger"}
    >
      <p className="text-body-secondary">
        {detail ?? "This screen could not be shown. Please try again later."}
      </p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.sessions.href()} className="btn btn-primary">
          Go to my sessions
        </Link>
      </div>
    </StatusScreen>
  );
}
