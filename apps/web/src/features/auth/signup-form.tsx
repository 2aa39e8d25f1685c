import { zodResolver } from "@hookform/resolvers/zod";
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

// The agree box is a screen rule only; the server receives the shared signup contract.
const signupFormSchema = signupSchema.extend({
  agree: z.boolean().refine((v) => v, "Please agree to the terms and the privacy policy"),
});
type SignupForm = z.input<typeof signupFormSchema>;
const empty: SignupForm = { username: "", email: "", password: "", agree: false };

export function SignupForm({ dashboard = false }: { dashboard?: boolean }) {
  const [alert, setAlert] = useState<FormAlertState>(null);
  const { register, handleSubmit, control, reset, formState } = useForm<
    SignupForm,
    unknown,
    z.output<typeof signupFormSchema>
  >({
    resolver: zodResolver(signupFormSchema),
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
          <>
            Almost there! We sent an email to <strong>{input.email}</strong> with a link to complete your
            signup. If it is not in your inbox, please check your spam folder.
          </>
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
          <Form.Label>Username</Form.Label>
          <Form.Control
            autoComplete="username"
            placeholder="squat_queen"
            isInvalid={Boolean(errors.username)}
            {...register("username")}
          />
          <Form.Control.Feedback type="invalid">{errors.username?.message}</Form.Control.Feedback>
        </Form.Group>
        <EmailField controlId="signup-email" registration={register("email")} error={errors.email?.message} />
        <Form.Group className="mb-3">
          <Form.Label htmlFor="signup-password">Password</Form.Label>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            minLength={8}
            error={errors.password?.message}
            {...register("password")}
          />
          <Form.Text>At least 8 characters.</Form.Text>
        </Form.Group>
        <Form.Group className="mb-4" controlId="signup-agree">
          <Form.Check type="checkbox" isInvalid={Boolean(errors.agree)}>
            <Form.Check.Input type="checkbox" isInvalid={Boolean(errors.agree)} {...register("agree")} />
            {/* Public legal pages: a visitor who signs up is not logged in yet. */}
            <Form.Check.Label>
              I agree to the{" "}
              <Link to={paths.terms.href()} target="_blank" rel="noreferrer">
                terms
              </Link>{" "}
              and the{" "}
              <Link to={paths.privacy.href()} target="_blank" rel="noreferrer">
                privacy policy
              </Link>
              .
            </Form.Check.Label>
            <Form.Control.Feedback type="invalid">{errors.agree?.message}</Form.Control.Feedback>
          </Form.Check>
        </Form.Group>
        <SubmitButton loading={mutation.isPending} disabled={!username || !email || !password || !agree}>
          Create account
        </SubmitButton>
      </fieldset>
      <p className="text-center small text-body-secondary mt-4 mb-0">
        Already have an account?{" "}
        <Link to={dashboard ? paths.dashboardLogin.href() : paths.login.href()} className="fw-semibold">
          Login
        </Link>
      </p>
    </Form>
  );
}
