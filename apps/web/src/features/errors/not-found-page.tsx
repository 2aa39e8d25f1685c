import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { StatusScreen } from "../../components/status-screen";
import { compassIcon, signpostSplitIcon } from "../../components/icons";

export function NotFoundPage() {
  return (
    <StatusScreen icon={signpostSplitIcon} code="404" title="Oops! You weren't supposed to see this">
      <p className="text-body-secondary">The page you asked for does not exist, or it moved.</p>
      <Link to={paths.home.href()} className="btn btn-primary">
        Back to home
      </Link>
    </StatusScreen>
  );
}

export function DashboardNotFoundPage() {
  return (
    <StatusScreen icon={compassIcon} title="Dashboard not found!">
      <p className="text-body-secondary">There is no dashboard screen at this address.</p>
      <Link to={paths.sessions.href()} className="btn btn-primary">
        Go to my sessions
      </Link>
    </StatusScreen>
  );
}
