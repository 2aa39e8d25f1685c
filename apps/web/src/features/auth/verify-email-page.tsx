import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { errorText } from "../../components/form-alert";
import { StatusScreen } from "../../components/status-screen";
import { verifyEmailQuery } from "./auth.api";
import { patchCheckIcon, xCircleIcon } from "../../components/icons";
import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";

/** Verifying, then 'Verification success!' or 'Verification failed!'. */
export function VerifyEmailPage() {
  const t = useT();
  const { uid = "" } = useParams();
  const token = useSearchParams()[0].get("token") ?? "";
  const { data: result } = useSuspenseQuery(verifyEmailQuery(uid, token));

  if (!result.verified) {
    return (
      <StatusScreen icon={xCircleIcon} title={t("verifyEmail.failed")} tone="text-danger">
        <p className="text-body-secondary">{errorText(result.error)}</p>
        <p className="text-body-secondary small">
          <Rich
            text={t("verifyEmail.failedHelp")}
            tags={{ contact: (text) => <Link to={paths.contact.href()}>{text}</Link> }}
          />
        </p>
        <Link to={paths.login.href()} className="btn btn-primary">
          {t("verifyEmail.goToLogin")}
        </Link>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen icon={patchCheckIcon} title={t("verifyEmail.success")} tone="text-success">
      <p className="text-body-secondary">{t("verifyEmail.successText")}</p>
      <Link to={paths.login.href()} className="btn btn-primary">
        {t("verifyEmail.login")}
      </Link>
    </StatusScreen>
  );
}
