import { useMutation } from "@tanstack/react-query";
import { emailOnlySchema } from "@topset/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { paths } from "../../lib/routing/paths";
import { errorText, FormAlert, type FormAlertState } from "../../components/form-alert";
import { SubmitButton } from "../../components/submit-button";
import { forgetPassword } from "./auth.api";
import { AuthCard } from "./auth-card";
import { EmailField } from "../../components/email-field";
import { formResolver } from "../../lib/i18n/form-resolver";
import { t as translate, useT } from "./i18n";

// NOTE: the original promised a "temporary password" although it sent a link; this says what really happens.
export const resetLinkSentText = () => translate("forgetPassword.sent");

export function ForgetPasswordPage() {
  const t = useT();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const { register, handleSubmit, control, reset, formState } = useForm<
    z.input<typeof emailOnlySchema>,
    unknown,
    z.output<typeof emailOnlySchema>
  >({ resolver: formResolver(emailOnlySchema), defaultValues: { email: "" } });
  const email = useWatch({ control, name: "email" });
  const mutation = useMutation({
    mutationFn: forgetPassword,
    onSuccess: () => {
      reset({ email: "" });
      setAlert({ variant: "success", text: resetLinkSentText() });
    },
    onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
  });

  return (
    <AuthCard title={t("forgetPassword.title")} subtitle={t("forgetPassword.subtitle")}>
      <Form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <FormAlert alert={alert} onClose={() => setAlert(null)} />
        <fieldset disabled={mutation.isPending}>
          <EmailField
            controlId="forget-email"
            registration={register("email")}
            error={formState.errors.email?.message}
          />
          <SubmitButton loading={mutation.isPending} disabled={!email}>
            {t("forgetPassword.send")}
          </SubmitButton>
        </fieldset>
        <p className="text-center small text-body-secondary mt-4 mb-0">
          {t("forgetPassword.remembered")}{" "}
          <Link to={paths.login.href()} className="fw-semibold">
            {t("forgetPassword.back")}
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
