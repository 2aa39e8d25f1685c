import { deleteDataSchema } from "@topset/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { ConfirmModal } from "../../components/confirm-modal";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
import { PasswordInput } from "../../components/password-input";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useCurrentUser } from "../../lib/auth-store";
import { SettingsRow } from "../../components/settings-list";
import { useDeleteAllData, useRequestDataExport } from "./settings.api";
import { cloudDownloadIcon, databaseXIcon } from "../../components/icons";
import { translateText } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

/** The password that confirms "Delete all data" (checked again on the server). */
const passwordFormSchema = deleteDataSchema.unwrap().unwrap();
type PasswordForm = z.input<typeof passwordFormSchema>;

function AlertRow({ alert, onClose }: { alert: FormAlertState; onClose: () => void }) {
  if (!alert) return null;
  return (
    <li className="list-group-item">
      <FormAlert alert={alert} onClose={onClose} />
    </li>
  );
}

/** Settings › Data › Download data: the server builds a ZIP in the background and mails a link. */
export function DownloadDataRow() {
  const t = useT();
  const user = useCurrentUser();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const request = useRequestDataExport(user?.id ?? 0);
  const run = () =>
    request.mutate(undefined, {
      onSuccess: (answer) => setAlert({ variant: "success", text: translateText(answer.message) }),
      onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
    });
  return (
    <>
      <SettingsRow
        icon={cloudDownloadIcon}
        label={t("dataActions.download")}
        onClick={request.isPending ? undefined : run}
        end={
          request.isPending ? (
            <Spinner animation="border" size="sm" role="status" aria-label={t("maintenance.working")} />
          ) : null
        }
      />
      <AlertRow alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}

/**
 * Settings › Data › Delete all data: every session, set, video, tracker entry and block; the account
 * stays. The password is asked again and checked on the server.
 */
export function DeleteAllDataRow() {
  const t = useT();
  const user = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<FormAlertState>(null);
  const { register, handleSubmit, control, reset } = useForm<
    PasswordForm,
    unknown,
    z.output<typeof passwordFormSchema>
  >({ resolver: formResolver(passwordFormSchema), defaultValues: { password: "" } });
  const password = useWatch({ control, name: "password" });
  const remove = useDeleteAllData(user?.id ?? 0);
  const hide = () => {
    remove.reset();
    reset();
    setConfirming(false);
  };
  const confirm = handleSubmit(({ password: typed }) => {
    if (remove.isPending || !typed) return;
    remove.mutate(typed, {
      onSuccess: (answer) => {
        hide();
        setAlert({ variant: "success", text: translateText(answer.message) });
      },
    });
  });
  return (
    <>
      <SettingsRow
        icon={databaseXIcon}
        label={t("dataActions.deleteAll")}
        tone="text-danger"
        onClick={() => setConfirming(true)}
      />
      <AlertRow alert={alert} onClose={() => setAlert(null)} />
      <ConfirmModal
        show={confirming}
        title={t("dataActions.deleteAll")}
        confirmLabel={t("dataActions.deleteAll")}
        pending={remove.isPending}
        confirmDisabled={!password}
        error={remove.error}
        onConfirm={() => void confirm()}
        onHide={hide}
      >
        <p className="mb-2">{t("dataActions.deleteText")}</p>
        <p className="mb-3 text-danger small">{t("dataActions.cannotUndo")}</p>
        <Form noValidate onSubmit={(event) => void confirm(event)}>
          <Form.Label htmlFor="delete-data-password">{t("dataActions.password")}</Form.Label>
          <PasswordInput
            id="delete-data-password"
            maxLength={128}
            autoComplete="current-password"
            autoFocus
            disabled={remove.isPending}
            {...register("password")}
          />
        </Form>
      </ConfirmModal>
    </>
  );
}
