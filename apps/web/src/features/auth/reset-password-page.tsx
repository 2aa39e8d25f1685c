import { useMutation } from "@tanstack/react-query";
import { resetPasswordSchema } from "@topset/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { z } from "zod";
import { paths } from "../../lib/routing/paths";
import { errorText, FormAlert, type FormAlertState } from "../../components/form-alert";
import { PasswordInput } from "../../components/password-input";
import { SubmitButton } from "../../components/submit-button";
import { useTimeout } from "../../lib/use-timeout";
import { resetPassword } from "./auth.api";
import { AuthCard } from "./auth-card";
import { formResolver } from "../../lib/i18n/form-resolver";
import { t as translate, useT } from "./i18n";

export const passwordChangedText = () => translate("resetPassword.changed");

export function ResetPasswordPage() {
  const t = useT();
  const { uid = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const { register, handleSubmit, control, reset, formState } = useForm<
    z.input<typeof resetPasswordSchema>,
    unknown,
    z.output<typeof resetPasswordSchema>
  >({
    resolver: formResolver(resetPasswordSchema),
    defaultValues: { uid, token: params.get("token") ?? "", newPassword: "", newConfirmedPassword: "" },
  });
  const [newPassword, confirmed] = useWatch({ control, name: ["newPassword", "newConfirmedPassword"] });
  const { errors } = formState;
  const linkError = errors.uid?.message ?? errors.token?.message;

  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      reset();
      setAlert({ variant: "success", text: passwordChangedText() });
    },
    onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
  });
  const done = alert?.variant === "success";
  useTimeout(() => void navigate(paths.login.href()), 5000, done);

  return (
    <AuthCard title={t("resetPassword.title")} subtitle={t("resetPassword.subtitle")}>
      <Form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <FormAlert alert={alert} />
        {linkError && (
          <FormAlert
            alert={{
              variant: "danger",
              text: (
                <>
                  {linkError}. <Link to={paths.forgetPassword.href()}>{t("resetPassword.askNewLink")}</Link>.
                </>
              ),
            }}
          />
        )}
        <fieldset disabled={mutation.isPending || done}>
          <Form.Group className="mb-3">
            <Form.Label htmlFor="reset-new-password">{t("resetPassword.newPassword")}</Form.Label>
            <PasswordInput
              id="reset-new-password"
              autoComplete="new-password"
              minLength={8}
              error={errors.newPassword?.message}
              {...register("newPassword")}
            />
          </Form.Group>
          <Form.Group className="mb-4">
            <Form.Label htmlFor="reset-confirm-password">{t("resetPassword.confirm")}</Form.Label>
            <PasswordInput
              id="reset-confirm-password"
              autoComplete="new-password"
              minLength={8}
              error={errors.newConfirmedPassword?.message}
              {...register("newConfirmedPassword")}
            />
          </Form.Group>
          <SubmitButton loading={mutation.isPending} disabled={!newPassword || !confirmed}>
            {t("resetPassword.change")}
          </SubmitButton>
        </fieldset>
      </Form>
    </AuthCard>
  );
}
