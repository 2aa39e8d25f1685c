import type { CurrentUser } from "@topset/shared";
import Form from "react-bootstrap/Form";
import { FormProvider, useWatch } from "react-hook-form";
import { PasswordInput } from "../../components/password-input";
import { accountBodyOf, accountFieldsOf, accountFormSchema, needsCurrentPassword } from "./user-bodies";
import { useUpdateAccountInfo } from "./users.api";
import { EditableCard } from "./editable-card";
import { useEditableForm } from "./use-editable-form";
import { translateText } from "../../lib/i18n";
import { useT } from "./i18n";

/**
 * Username, e-mail and password: a new e-mail needs verifying again; a new e-mail or password asks
 * for the current password first.
 */
export function AccountInfoForm({ user }: { user: CurrentUser }) {
  const t = useT();
  const { setEditing, form, setAlert, fail, card } = useEditableForm(
    () => accountFieldsOf(user),
    accountFormSchema(user),
  );
  const { register, reset, getValues, control } = form;
  const fields = useWatch({ control });
  const update = useUpdateAccountInfo(user.id);

  const cancel = () => {
    reset(accountFieldsOf(user));
    setEditing(false);
  };

  const submit = () => {
    const body = accountBodyOf(getValues(), user);
    if (Object.keys(body).length === 0) return cancel();
    update.mutate(body, {
      onSuccess: (answer) => {
        const updated = answer.data[0] ?? user;
        reset(accountFieldsOf(updated));
        setEditing(false);
        const reverify = body.email ? ` ${t("accountInfo.reverify", { email: updated.email })}` : "";
        setAlert({ variant: "success", text: `${translateText(answer.message)}${reverify}` });
      },
      onError: fail,
    });
  };

  return (
    <FormProvider {...form}>
      <EditableCard
        title={t("accountInfo.title")}
        {...card}
        pending={update.isPending}
        onCancel={cancel}
        onSubmit={submit}
      >
        <Form.Group className="mb-3" controlId="account-username">
          <Form.Label>{t("accountInfo.username")}</Form.Label>
          <Form.Control {...register("username")} maxLength={20} autoComplete="username" />
        </Form.Group>
        <Form.Group className="mb-3" controlId="account-email">
          <Form.Label>{t("accountInfo.email")}</Form.Label>
          <Form.Control type="email" {...register("email")} maxLength={254} autoComplete="email" />
        </Form.Group>
        <Form.Group className="mb-3">
          <Form.Label htmlFor="account-new-password">{t("accountInfo.newPassword")}</Form.Label>
          <PasswordInput
            id="account-new-password"
            {...register("password")}
            minLength={8}
            maxLength={128}
            autoComplete="new-password"
            placeholder={t("accountInfo.newPasswordPlaceholder")}
          />
        </Form.Group>
        {needsCurrentPassword({ ...accountFieldsOf(user), ...fields }, user) && (
          <Form.Group>
            <Form.Label htmlFor="account-current-password">{t("accountInfo.currentPassword")}</Form.Label>
            <PasswordInput
              id="account-current-password"
              {...register("current_password")}
              maxLength={128}
              autoComplete="current-password"
            />
            <Form.Text>
              {fields.password ? t("accountInfo.passwordHint") : t("accountInfo.emailHint")}
            </Form.Text>
          </Form.Group>
        )}
      </EditableCard>
    </FormProvider>
  );
}
