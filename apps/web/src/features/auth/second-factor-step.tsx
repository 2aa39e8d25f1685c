import { useMutation } from "@tanstack/react-query";
import { secondFactorLoginSchema, type CurrentUser, type SecondFactorKind } from "@topset/shared";
import { useState, type ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { errorText, FormAlert } from "../../components/form-alert";
import { SubmitButton } from "../../components/submit-button";
import { loginSecondFactor } from "./auth.api";
import { formResolver } from "../../lib/i18n/form-resolver";
import { secondStepGone } from "./login-errors";
import { useT } from "./i18n";

const codeSchema = secondFactorLoginSchema.pick({ code: true });
type CodeForm = z.input<typeof codeSchema>;

export type SecondFactorStepProps = {
  /** The step token from the password login's 401. */
  mfaToken: string;
  /** The factors the account has ("totp", "recovery", "passkey"). */
  methods: readonly SecondFactorKind[];
  /** Signed in: finish exactly as a one-step login does. */
  onSignedIn: (user: CurrentUser, appVersion: string | null) => void;
  /** Back to the password form (the step is left to expire). */
  onBack: () => void;
  /** Other ways through the step, shown under the code form: the passkey button goes here. */
  children?: ReactNode;
};

/**
 * The login's second step (decision 047): the 6-digit code from the authenticator app, or one of the
 * recovery codes. A step that ran out (5 wrong codes, 5 minutes) sends the member back to the password.
 */
export function SecondFactorStep({ mfaToken, methods, onSignedIn, onBack, children }: SecondFactorStepProps) {
  const t = useT();
  const hasTotp = methods.includes("totp");
  // An account whose only second factor is a passkey has no code to type: the passkey button is the step.
  const passkeyOnly = !hasTotp && !methods.includes("recovery");
  const [recovery, setRecovery] = useState(!hasTotp);
  const { register, handleSubmit, control, reset, formState } = useForm<
    CodeForm,
    unknown,
    z.output<typeof codeSchema>
  >({ resolver: formResolver(codeSchema), defaultValues: { code: "" } });
  const code = useWatch({ control, name: "code" });

  const mutation = useMutation({
    mutationFn: (values: z.output<typeof codeSchema>) =>
      loginSecondFactor({ mfa_token: mfaToken, ...values }),
    onSuccess: ({ user, appVersion }) => onSignedIn(user, appVersion),
    onError: () => reset({ code: "" }, { keepErrors: true }),
  });
  const failure = mutation.isError ? errorText(mutation.error) : null;
  const stepGone = failure !== null && secondStepGone(failure);

  const switchMode = () => {
    setRecovery((r) => !r);
    reset({ code: "" });
    mutation.reset();
  };

  const field = recovery
    ? {
        label: t("secondFactor.recoveryCode"),
        placeholder: "xxxx-xxxx-xx",
        inputMode: "text" as const,
        autoComplete: "off",
      }
    : {
        label: t("secondFactor.appCode"),
        placeholder: "123456",
        inputMode: "numeric" as const,
        autoComplete: "one-time-code",
      };

  return (
    <div className="second-factor-step">
      <h2 className="h5 fw-bold mb-1">{t("secondFactor.title")}</h2>
      <p className="small text-body-secondary">
        {passkeyOnly
          ? t("secondFactor.passkeyOnly")
          : recovery
            ? t("secondFactor.recoveryHelp")
            : t("secondFactor.appHelp")}
      </p>
      {failure && (
        <FormAlert
          alert={{
            variant: "danger",
            text: stepGone ? (
              <>
                {failure}{" "}
                <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onBack}>
                  {t("secondFactor.backToLogin")}
                </button>
              </>
            ) : (
              failure
            ),
          }}
        />
      )}
      {(hasTotp || methods.includes("recovery")) && (
        <Form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
          <fieldset disabled={mutation.isPending || stepGone}>
            <Form.Group className="mb-3" controlId="second-factor-code">
              <Form.Label>{field.label}</Form.Label>
              <Form.Control
                key={recovery ? "recovery" : "totp"}
                autoFocus
                className="fs-4 font-monospace text-center"
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                autoCapitalize="off"
                spellCheck={false}
                placeholder={field.placeholder}
                maxLength={recovery ? 40 : 7}
                isInvalid={Boolean(formState.errors.code)}
                {...register("code")}
              />
              <Form.Control.Feedback type="invalid">{formState.errors.code?.message}</Form.Control.Feedback>
            </Form.Group>
            <SubmitButton loading={mutation.isPending} disabled={!code.trim()}>
              {t("secondFactor.verify")}
            </SubmitButton>
          </fieldset>
        </Form>
      )}
      {/* passkey button: the passkeys feature mounts its sign-in here through `children`. */}
      {children}
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <Button variant="link" size="sm" className="px-0" onClick={onBack}>
          {t("secondFactor.back")}
        </Button>
        {hasTotp && methods.includes("recovery") && (
          <Button variant="link" size="sm" className="px-0" onClick={switchMode}>
            {recovery ? t("secondFactor.useApp") : t("secondFactor.useRecovery")}
          </Button>
        )}
      </div>
    </div>
  );
}
