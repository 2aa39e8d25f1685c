import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";
import { OidcSignIn, useOidcSettings } from "./oidc-sign-in";

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
  return (
    <AuthCard title="Welcome back" subtitle="Log in to your training log">
      <SignInChoices />
    </AuthCard>
  );
}

/** The dashboard's own login (empty layout); its signup link stays inside the dashboard. */
export function DashboardLoginPage() {
  return (
    <AuthCard title="Topset" subtitle="Log in to continue">
      <SignInChoices dashboard />
    </AuthCard>
  );
}
