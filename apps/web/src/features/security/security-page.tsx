import { useSuspenseQuery } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import { Link } from "react-router";
import { useCurrentUser } from "../../lib/auth-store";
import { paths } from "../../lib/routing/paths";
import { AuthenticatorCard } from "./authenticator-card";
import { OidcIdentitiesPanel } from "./oidc-identities-panel";
import { PasskeysPanel } from "./passkeys-panel";
import { twoFactorQuery } from "./two-factor.api";
import "./security.css";
import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";

/**
 * /dashboard/settings/account/security: how the account signs in after the password (decision 047):
 * the authenticator app with its recovery codes, passkeys, and the single sign-on links (decision 049).
 */
export function SecurityPage() {
  const t = useT();
  const user = useCurrentUser();
  const { data: status } = useSuspenseQuery(twoFactorQuery());
  return (
    <div className="security-page">
      <p className="text-body-secondary small">{t("securityPage.intro")}</p>
      {status.required && (
        <Alert variant="warning" className="small" data-testid="two-factor-required">
          {t("securityPage.required")}
        </Alert>
      )}
      <AuthenticatorCard />
      <PasskeysPanel />
      <OidcIdentitiesPanel />
      {user?.role === "admin" && (
        <p className="small text-body-secondary">
          <Rich
            text={t("securityPage.adminNote")}
            tags={{ link: (text) => <Link to={paths.admin.href()}>{text}</Link> }}
          />
        </p>
      )}
    </div>
  );
}
