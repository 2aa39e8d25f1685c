import { AuthCard } from "./auth-card";
import { OidcSignIn, useOidcSettings } from "./oidc-sign-in";
import { SignupForm } from "./signup-form";

/** The signup form, unless accounts come from the site's provider only (OIDC_ONLY). */
function SignupChoices({ dashboard = false }: { dashboard?: boolean }) {
  const { only } = useOidcSettings();
  return (
    <>
      <OidcSignIn signup />
      {!only && <SignupForm dashboard={dashboard} />}
    </>
  );
}

export function SignupPage() {
  return (
    <AuthCard title="Create your account" subtitle="Free and open source. Log every set.">
      <SignupChoices />
    </AuthCard>
  );
}

export function DashboardSignupPage() {
  return (
    <AuthCard title="Create your account" subtitle="Free and open source. Log every set.">
      <SignupChoices dashboard />
    </AuthCard>
  );
}
