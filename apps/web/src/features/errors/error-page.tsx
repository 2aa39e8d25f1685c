import { Link } from "react-router";
import { paths } from "../../app/paths";
import { StatusScreen } from "../../components/status-screen";

export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <StatusScreen icon="bi-exclamation-octagon" title="Something went wrong!" tone="text-danger">
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
