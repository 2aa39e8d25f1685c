import { useMutation } from "@tanstack/react-query";
import { deleteAccountSchema } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ConfirmModal } from "../../components/confirm-modal";
import { PasswordInput } from "../../components/password-input";
import { useCurrentUser } from "../../lib/auth-store";
import { endSession } from "../../lib/session";
import { deleteAccount } from "./users.api";
import "./users.css";
import { Icon } from "../../components/icon";
import { exclamationTriangleFillIcon } from "../../components/icons";
import { Rich } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

/** The password that confirms the deletion (checked again on the server). */
const passwordFormSchema = deleteAccountSchema.unwrap().unwrap();
type PasswordForm = z.input<typeof passwordFormSchema>;

/**
 * /dashboard/settings/account/delete-account: tick the box, confirm with the password, and the
 * account is gone for good (the server checks the password again: an open session is not enough).
 */
export function DeleteAccountPage() {
  const t = useT();
  const user = useCurrentUser();
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, reset } = useForm<
    PasswordForm,
    unknown,
    z.output<typeof passwordFormSchema>
  >({ resolver: formResolver(passwordFormSchema), defaultValues: { password: "" } });
  const remove = useMutation({
    mutationFn: (current: string) => deleteAccount(user?.id ?? 0, current),
    // The server ended the session and cleared the cookie: leave to the login screen.
    onSuccess: () => void endSession(),
  });
  const confirm = handleSubmit(({ password }) => {
    if (!remove.isPending) remove.mutate(password ?? "");
  });

  return (
    <div className="account-page">
      <Card className="shadow-sm border-danger-subtle">
        <Card.Body>
          <h2 className="h6 fw-semibold text-danger mb-3">
            <Icon svg={exclamationTriangleFillIcon} className="me-2" />
            {t("deleteAccount.heading")}
          </h2>
          <p className="mb-2">{t("deleteAccount.intro")}</p>
          <ul className="mb-3">
            <li>{t("deleteAccount.itemProfile")}</li>
            <li>{t("deleteAccount.itemTraining")}</li>
            <li>{t("deleteAccount.itemMedia")}</li>
          </ul>
          <p className="small text-body-secondary">{t("deleteAccount.copyFirst")}</p>
          <Form.Check
            id="delete-account-understood"
            className="mb-3"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            label={t("deleteAccount.understood")}
          />
          <Button
            variant="danger"
            className="w-100 py-2 fw-semibold"
            disabled={!understood || !user}
            onClick={() => setConfirming(true)}
          >
            {t("deleteAccount.button")}
          </Button>
        </Card.Body>
      </Card>
      <ConfirmModal
        show={confirming}
        title={t("deleteAccount.confirmTitle")}
        confirmLabel={t("deleteAccount.confirmLabel")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => void confirm()}
        onHide={() => {
          remove.reset();
          reset();
          setConfirming(false);
        }}
      >
        <p>
          <Rich
            text={t("deleteAccount.areYouSure", { username: user?.username ?? "" })}
            tags={{ strong: (text) => <strong>{text}</strong> }}
          />
        </p>
        <Form noValidate onSubmit={(event) => void confirm(event)}>
          <Form.Label htmlFor="delete-account-password">{t("deleteAccount.password")}</Form.Label>
          <PasswordInput
            id="delete-account-password"
            maxLength={128}
            autoComplete="current-password"
            disabled={remove.isPending}
            {...register("password")}
          />
        </Form>
      </ConfirmModal>
    </div>
  );
}
