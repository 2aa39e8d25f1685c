import { AuthCard } from "./auth-card";
import { SignupForm } from "./signup-form";

export function SignupPage() {
  return (
    <AuthCard title="Create your account" subtitle="Free and open source. Log every set.">
      <SignupForm />
    </AuthCard>
  );
}

export function DashboardSignupPage() {
  return (
    <AuthCard title="Create your account" subtitle="Free and open source. Log every set.">
      <SignupForm dashboard />
    </AuthCard>
  );
}
