import { useState } from "react";
import Spinner from "react-bootstrap/Spinner";
import { ConfirmModal } from "../../components/confirm-modal";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
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

/** Settings › Data › Delete all data: every session, set, video, tracker entry and block; the account stays. */
export function DeleteAllDataRow() {
  const user = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<FormAlertState>(null);
  const remove = useDeleteAllData(user?.id ?? 0);
  const hide = () => {
    remove.reset();
    setConfirming(false);
  };
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
        error={remove.error}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (answer) => {
              hide();
              setAlert({ variant: "success", text: answer.message });
            },
          })
        }
        onHide={hide}
      >
        <p className="mb-2">
          This deletes all your sessions, logs, sets, videos, tracker entries and blocks. Your account and
          your exercises stay.
        </p>
        <p className="mb-0 text-danger small">This cannot be undone.</p>
      </ConfirmModal>
    </>
  );
}
