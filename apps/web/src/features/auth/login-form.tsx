import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { loginSchema } from "@topset/shared";
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
import { login } from "./auth.api";
import { loginErrorText, needsVerification } from "./login-errors";
import { ReverifyPrompt } from "./reverify-prompt";
import { EmailField } from "../../components/email-field";

type LoginForm = z.input<typeof loginSchema>;

export function LoginForm({ dashboard = false }: { dashboard?: boolean }) {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const { register, handleSubmit, control, setValue, formState } = useForm<
    LoginForm,
    unknown,
    z.output<typeof loginSchema>
  >({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", remember_me: false },
  });
  const [email, password] = useWatch({ control, name: ["email", "password"] });
  const { errors } = formState;

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ user, appVersion }) => {
      logIn(user, appVersion);
      void syncTimeZone(user);
      void navigate(afterLoginPath(user, takeRedirect()), { replace: true });
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

  return (
    <Form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <fieldset disabled={mutation.isPending}>
        <EmailField controlId="login-email" registration={register("email")} error={errors.email?.message} />
        <Form.Group className="mb-3">
          <div className="d-flex justify-content-between align-items-baseline">
            <Form.Label htmlFor="login-password">Password</Form.Label>
            <Link to={paths.forgetPassword.href()} className="small">
              Forget password?
            </Link>
          </div>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register("password")}
          />
        </Form.Group>
        <Form.Check className="mb-4" id="login-remember" label="Remember me" {...register("remember_me")} />
        <SubmitButton loading={mutation.isPending} disabled={!email || !password}>
          Login
        </SubmitButton>
      </fieldset>
      <p className="text-center small text-body-secondary mt-4 mb-0">
        Don't have an account?{" "}
        <Link to={dashboard ? paths.dashboardSignup.href() : paths.signup.href()} className="fw-semibold">
          Sign up
        </Link>
      </p>
    </Form>
  );
}
