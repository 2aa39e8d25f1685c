import { useState, type ChangeEvent } from "react";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { ConfirmModal } from "../../components/confirm-modal";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
import { PasswordInput } from "../../components/password-input";
import { useCurrentUser } from "../../lib/auth-store";
import { SettingsRow } from "../settings/settings-list";
import { useDeleteAllData, useRequestDataExport } from "./account.api";

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
  const user = useCurrentUser();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const request = useRequestDataExport(user?.id ?? 0);
  const run = () =>
    request.mutate(undefined, {
      onSuccess: (answer) => setAlert({ variant: "success", text: answer.message }),
      onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
    });
  return (
    <>
      <SettingsRow
        icon="bi-cloud-download"
        label="Download data"
        onClick={request.isPending ? undefined : run}
        end={
          request.isPending ? (
            <Spinner animation="border" size="sm" role="status" aria-label="Working" />
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
  const user = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [alert, setAlert] = useState<FormAlertState>(null);
  const remove = useDeleteAllData(user?.id ?? 0);
  const hide = () => {
    remove.reset();
    setPassword("");
    setConfirming(false);
  };
  const confirm = () =>
    remove.mutate(password, {
      onSuccess: (answer) => {
        hide();
        setAlert({ variant: "success", text: answer.message });
      },
    });
  return (
    <>
      <SettingsRow
        icon="bi-database-x"
        label="Delete all data"
        tone="text-danger"
        onClick={() => setConfirming(true)}
      />
      <AlertRow alert={alert} onClose={() => setAlert(null)} />
      <ConfirmModal
        show={confirming}
        title="Delete all data"
        confirmLabel="Delete all data"
        pending={remove.isPending}
        confirmDisabled={!password}
        error={remove.error}
        onConfirm={confirm}
        onHide={hide}
      >
        <p className="mb-2">
          This deletes all your sessions, logs, sets, videos, tracker entries and blocks. Your account and
          your exercises stay.
        </p>
        <p className="mb-3 text-danger small">This cannot be undone.</p>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (!remove.isPending && password) confirm();
          }}
        >
          <Form.Label htmlFor="delete-data-password">Your password</Form.Label>
          <PasswordInput
            id="delete-data-password"
            value={password}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value)}
            maxLength={128}
            autoComplete="current-password"
            autoFocus
            disabled={remove.isPending}
          />
        </Form>
      </ConfirmModal>
    </>
  );
}
