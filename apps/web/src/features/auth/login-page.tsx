import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";

export function LoginPage() {
  return (
    <AuthCard title="Welcome back" subtitle="Log in to your training log">
      <LoginForm />
    </AuthCard>
  );
}

/** The dashboard's own login (empty layout); its signup link stays inside the dashboard. */
export function DashboardLoginPage() {
  return (
    <AuthCard title="Topset" subtitle="Log in to continue">
      <LoginForm dashboard />
    </AuthCard>
  );
}
