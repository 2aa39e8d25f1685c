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

/**
 * /dashboard/settings/account/security: how the account signs in after the password (decision 047):
 * the authenticator app with its recovery codes, passkeys, and the single sign-on links (decision 049).
 */
export function SecurityPage() {
  const user = useCurrentUser();
  const { data: status } = useSuspenseQuery(twoFactorQuery());
  return (
    <div className="security-page">
      <p className="text-body-secondary small">
        A second step after your password keeps your account yours even if the password leaks.
      </p>
      {status.required && (
        <Alert variant="warning" className="small" data-testid="two-factor-required">
          Administrators must use two-factor sign-in here: set up an authenticator app or a passkey to open
          the admin area again.
        </Alert>
      )}
      <AuthenticatorCard />
      <PasskeysPanel />
      <OidcIdentitiesPanel />
      {user?.role === "admin" && (
        <p className="small text-body-secondary">
          The admins&apos; requirement is set on the <Link to={paths.admin.href()}>admin home</Link>.
        </p>
      )}
    </div>
  );
}
