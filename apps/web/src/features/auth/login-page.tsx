import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";
import { OidcSignIn, useOidcSettings } from "./oidc-sign-in";
import { config } from "../../lib/config";
import { useT } from "./i18n";

/** The password form, unless the site signs in through its provider only (OIDC_ONLY). */
function SignInChoices({ dashboard = false }: { dashboard?: boolean }) {
  const { only } = useOidcSettings();
  return (
    <>
      <OidcSignIn />
      {!only && <LoginForm dashboard={dashboard} />}
    </>
  );
}

export function LoginPage() {
  const t = useT();
  return (
    <AuthCard title={t("loginPage.title")} subtitle={t("loginPage.subtitle")}>
      <SignInChoices />
    </AuthCard>
  );
}

/** The dashboard's own login (empty layout); its signup link stays inside the dashboard. */
export function DashboardLoginPage() {
  const t = useT();
  return (
    <AuthCard title={config.appName} subtitle={t("loginPage.dashboardSubtitle")}>
      <SignInChoices dashboard />
    </AuthCard>
  );
}
