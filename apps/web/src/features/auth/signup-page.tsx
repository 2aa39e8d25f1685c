import { AuthCard } from "./auth-card";
import { OidcSignIn, useOidcSettings } from "./oidc-sign-in";
import { SignupForm } from "./signup-form";
import { useT } from "./i18n";

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
  const t = useT();
  return (
    <AuthCard title={t("signupPage.title")} subtitle={t("signupPage.subtitle")}>
      <SignupChoices />
    </AuthCard>
  );
}

export function DashboardSignupPage() {
  const t = useT();
  return (
    <AuthCard title={t("signupPage.title")} subtitle={t("signupPage.subtitle")}>
      <SignupChoices dashboard />
    </AuthCard>
  );
}
