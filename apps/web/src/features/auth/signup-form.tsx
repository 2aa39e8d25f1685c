import { useMutation } from "@tanstack/react-query";
import { signupSchema } from "@topset/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { paths } from "../../lib/routing/paths";
import { errorText, FormAlert, type FormAlertState } from "../../components/form-alert";
import { PasswordInput } from "../../components/password-input";
import { SubmitButton } from "../../components/submit-button";
import { useTimeout } from "../../lib/use-timeout";
import { signup } from "./auth.api";
import { EmailField } from "../../components/email-field";
import { Rich } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { t as translate, useT } from "./i18n";

// The agree box is a screen rule only; the server receives the shared signup contract.
const signupFormSchema = signupSchema.extend({
  agree: z.boolean().refine((v) => v, { error: () => translate("signupForm.agreeRequired") }),
});
type SignupForm = z.input<typeof signupFormSchema>;
const empty: SignupForm = { username: "", email: "", password: "", agree: false };

export function SignupForm({ dashboard = false }: { dashboard?: boolean }) {
  const t = useT();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const { register, handleSubmit, control, reset, formState } = useForm<
    SignupForm,
    unknown,
    z.output<typeof signupFormSchema>
  >({
    resolver: formResolver(signupFormSchema),
    defaultValues: empty,
  });
  const [username, email, password, agree] = useWatch({
    control,
    name: ["username", "email", "password", "agree"],
  });
  const { errors } = formState;

  const mutation = useMutation({
    mutationFn: ({ agree: _agree, ...input }: z.output<typeof signupFormSchema>) => signup(input),
    onSuccess: (_answer, input) => {
      // NOTE: fields clear at once so a second click cannot sign up twice; the note stays 20 s.
      reset(empty);
      setAlert({
        variant: "success",
        text: (
          <Rich
            text={t("signupForm.sent", { email: input.email })}
            tags={{ strong: (text) => <strong>{text}</strong> }}
          />
        ),
      });
    },
    onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
  });
  useTimeout(() => setAlert(null), 20_000, alert?.variant === "success" ? alert : null);

  return (
    <Form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <fieldset disabled={mutation.isPending}>
        <Form.Group className="mb-3" controlId="signup-username">
          <Form.Label>{t("signupForm.username")}</Form.Label>
          <Form.Control
            autoComplete="username"
            placeholder={t("signupForm.usernamePlaceholder")}
            isInvalid={Boolean(errors.username)}
            {...register("username")}
          />
          <Form.Control.Feedback type="invalid">{errors.username?.message}</Form.Control.Feedback>
        </Form.Group>
        <EmailField controlId="signup-email" registration={register("email")} error={errors.email?.message} />
        <Form.Group className="mb-3">
          <Form.Label htmlFor="signup-password">{t("signupForm.password")}</Form.Label>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            minLength={8}
            error={errors.password?.message}
            {...register("password")}
          />
          <Form.Text>{t("signupForm.passwordHint")}</Form.Text>
        </Form.Group>
        <Form.Group className="mb-4" controlId="signup-agree">
          <Form.Check type="checkbox" isInvalid={Boolean(errors.agree)}>
            <Form.Check.Input type="checkbox" isInvalid={Boolean(errors.agree)} {...register("agree")} />
            {/* Public legal pages: a visitor who signs up is not logged in yet. */}
            <Form.Check.Label>
              <Rich
                text={t("signupForm.agree")}
                tags={{
                  terms: (text) => (
                    <Link to={paths.terms.href()} target="_blank" rel="noreferrer">
                      {text}
                    </Link>
                  ),
                  privacy: (text) => (
                    <Link to={paths.privacy.href()} target="_blank" rel="noreferrer">
                      {text}
                    </Link>
                  ),
                }}
              />
            </Form.Check.Label>
            <Form.Control.Feedback type="invalid">{errors.agree?.message}</Form.Control.Feedback>
          </Form.Check>
        </Form.Group>
        <SubmitButton loading={mutation.isPending} disabled={!username || !email || !password || !agree}>
          {t("signupForm.create")}
        </SubmitButton>
      </fieldset>
      <p className="text-center small text-body-secondary mt-4 mb-0">
        {t("signupForm.haveAccount")}{" "}
        <Link to={dashboard ? paths.dashboardLogin.href() : paths.login.href()} className="fw-semibold">
          {t("signupForm.login")}
        </Link>
      </p>
    </Form>
  );
}
