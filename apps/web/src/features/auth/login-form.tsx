import { useMutation } from "@tanstack/react-query";
import { loginSchema, type CurrentUser } from "@topset/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { afterLoginPath } from "../../lib/routing/guard";
import { paths } from "../../lib/routing/paths";
import { errorText, FormAlert, type FormAlertState } from "../../components/form-alert";
import { PasswordInput } from "../../components/password-input";
import { SubmitButton } from "../../components/submit-button";
import { logIn, takeRedirect } from "../../lib/auth-store";
import { syncTimeZone } from "../../lib/session";
import { login, type LoginResult } from "./auth.api";
import { loginErrorText, needsVerification } from "./login-errors";
import { ReverifyPrompt } from "./reverify-prompt";
import { EmailField } from "../../components/email-field";
import { SecondFactorStep } from "./second-factor-step";
import { PasskeySignInButton } from "./passkey-sign-in";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

type LoginForm = z.input<typeof loginSchema>;
type Step = Extract<LoginResult, { kind: "second-factor" }>;

export function LoginForm({ dashboard = false }: { dashboard?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const { register, handleSubmit, control, setValue, formState } = useForm<
    LoginForm,
    unknown,
    z.output<typeof loginSchema>
  >({
    resolver: formResolver(loginSchema),
    defaultValues: { email: "", password: "", remember_me: false },
  });
  const [email, password] = useWatch({ control, name: ["email", "password"] });
  const remember = useWatch({ control, name: "remember_me" });
  const { errors } = formState;

  // The password was right and the account has a second factor: its step replaces the form.
  const [step, setStep] = useState<Step | null>(null);
  const finish = (user: CurrentUser, appVersion: string | null) => {
    logIn(user, appVersion);
    void syncTimeZone(user);
    void navigate(afterLoginPath(user, takeRedirect()), { replace: true });
  };

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (result.kind === "second-factor") {
        setAlert(null);
        setStep(result);
        return;
      }
      finish(result.user, result.appVersion);
    },
    onError: (error, values) => {
      const text = loginErrorText(errorText(error));
      if (needsVerification(text)) {
        setValue("password", "");
        setAlert({
          variant: "warning",
          text: <ReverifyPrompt message={text} email={values.email} onResult={setAlert} />,
        });
      } else {
        setAlert({ variant: "danger", text });
      }
    },
  });

  if (step) {
    return (
      <SecondFactorStep
        mfaToken={step.token}
        methods={step.methods}
        onSignedIn={finish}
        onBack={() => {
          setValue("password", "");
          setStep(null);
        }}
      >
        {step.methods.includes("passkey") && (
          <PasskeySignInButton mfaToken={step.token} onSignedIn={finish} />
        )}
      </SecondFactorStep>
    );
  }

  return (
    <Form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <fieldset disabled={mutation.isPending}>
        <EmailField controlId="login-email" registration={register("email")} error={errors.email?.message} />
        <Form.Group className="mb-3">
          <div className="d-flex justify-content-between align-items-baseline">
            <Form.Label htmlFor="login-password">{t("loginForm.password")}</Form.Label>
            <Link to={paths.forgetPassword.href()} className="small">
              {t("loginForm.forgot")}
            </Link>
          </div>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register("password")}
          />
        </Form.Group>
        <Form.Check
          className="mb-4"
          id="login-remember"
          label={t("loginForm.remember")}
          {...register("remember_me")}
        />
        <SubmitButton loading={mutation.isPending} disabled={!email || !password}>
          {t("loginForm.login")}
        </SubmitButton>
        <PasskeySignInButton remember={remember} onSignedIn={finish} />
      </fieldset>
      <p className="text-center small text-body-secondary mt-4 mb-0">
        {t("loginForm.noAccount")}{" "}
        <Link to={dashboard ? paths.dashboardSignup.href() : paths.signup.href()} className="fw-semibold">
          {t("loginForm.signup")}
        </Link>
      </p>
    </Form>
  );
}
