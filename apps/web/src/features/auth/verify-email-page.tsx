import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { errorText } from "../../components/form-alert";
import { StatusScreen } from "../../components/status-screen";
import { verifyEmailQuery } from "./auth.api";
import { patchCheckIcon, xCircleIcon } from "../../components/icons";

/** Verifying, then 'Verification success!' or 'Verification failed!'. */
export function VerifyEmailPage() {
  const { uid = "" } = useParams();
  const token = useSearchParams()[0].get("token") ?? "";
  const { data: result } = useSuspenseQuery(verifyEmailQuery(uid, token));

  if (!result.verified) {
    return (
      <StatusScreen icon={xCircleIcon} title="Verification failed!" tone="text-danger">
        <p className="text-body-secondary">{errorText(result.error)}</p>
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
    <StatusScreen icon={patchCheckIcon} title="Verification success!" tone="text-success">
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
