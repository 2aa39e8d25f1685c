import { useQuery } from "@tanstack/react-query";
import Spinner from "react-bootstrap/Spinner";
import { Link, useParams, useSearchParams } from "react-router";
import { paths } from "../../app/paths";
import { errorText } from "../../components/form-alert";
import { StatusScreen } from "../../components/status-screen";
import { verifyEmail } from "./auth.api";

/** Verifying, then 'Verification success!' or 'Verification failed!' (spec section 4). */
export function VerifyEmailPage() {
  const { uid = "" } = useParams();
  const token = useSearchParams()[0].get("token") ?? "";
  // NOTE: a verification token works once, so this call must never repeat (no retry, refetch or expiry).
  const query = useQuery({
    queryKey: ["auth", "verify-email", uid, token],
    queryFn: () => verifyEmail(uid, token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (query.isPending) {
    return (
      <StatusScreen icon="bi-envelope-paper" title="Verifying your email...">
        <Spinner animation="border" variant="primary" role="status" />
      </StatusScreen>
    );
  }
  if (query.isError) {
    return (
      <StatusScreen icon="bi-x-circle" title="Verification failed!" tone="text-danger">
        <p className="text-body-secondary">{errorText(query.error)}</p>
        <p className="text-body-secondary small">
          The link may be old or already used. Log in to ask for a new one, or{" "}
          <Link to={paths.contact.href()}>contact us</Link>.
        </p>
        <Link to={paths.login.href()} className="btn btn-primary">
          Go to login
        </Link>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen icon="bi-patch-check" title="Verification success!" tone="text-success">
      <p className="text-body-secondary">
        Thank you for your support, we have successfully verified your email address, You can now proceed to
        login to Topset!
      </p>
      <Link to={paths.login.href()} className="btn btn-primary">
        Login
      </Link>
    </StatusScreen>
  );
}
