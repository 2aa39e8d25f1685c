import { useMutation } from "@tanstack/react-query";
import { useState, type ChangeEvent } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import { ConfirmModal } from "../../components/confirm-modal";
import { PasswordInput } from "../../components/password-input";
import { useCurrentUser } from "../../lib/auth-store";
import { endSession } from "../../lib/session";
import { deleteAccount } from "./account.api";
import "./account.css";

/**
 * /dashboard/settings/account/delete-account: tick the box, confirm with the password, and the
 * account is gone for good (the server checks the password again: an open session is not enough).
 */
export function DeleteAccountPage() {
  const user = useCurrentUser();
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const remove = useMutation({
    mutationFn: (current: string) => deleteAccount(user?.id ?? 0, current),
    // The server ended the session and cleared the cookie: leave to the login screen.
    onSuccess: () => void endSession(),
  });

  return (
    <div className="account-page">
      <Card className="shadow-sm border-danger-subtle">
        <Card.Body>
          <h2 className="h6 fw-semibold text-danger mb-3">
            <i className="bi bi-exclamation-triangle-fill me-2" aria-hidden="true" />
            Delete your account
          </h2>
          <p className="mb-2">Deleting your account is permanent and cannot be undone. It removes:</p>
          <ul className="mb-3">
            <li>your profile, picture and settings;</li>
            <li>every session, exercise, set, note and tag;</li>
            <li>your videos, comments, trackers, blocks and API keys.</li>
          </ul>
          <p className="small text-body-secondary">
            Want a copy first? Use Settings › Download data before deleting.
          </p>
          <Form.Check
            id="delete-account-understood"
            className="mb-3"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            label="I understand that my account and all of its data will be permanently deleted."
          />
          <Button
            variant="danger"
            className="w-100 py-2 fw-semibold"
            disabled={!understood || !user}
            onClick={() => setConfirming(true)}
          >
            Delete my account
          </Button>
        </Card.Body>
      </Card>
      <ConfirmModal
        show={confirming}
        title="Delete account"
        confirmLabel="Delete forever"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(password)}
        onHide={() => {
          remove.reset();
          setPassword("");
          setConfirming(false);
        }}
      >
        <p>
          Are you sure? Your account <strong>{user?.username}</strong> and all of its data will be deleted
          now.
        </p>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (!remove.isPending) remove.mutate(password);
          }}
        >
          <Form.Label htmlFor="delete-account-password">Your password</Form.Label>
          <PasswordInput
            id="delete-account-password"
            value={password}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value)}
            maxLength={128}
            autoComplete="current-password"
            disabled={remove.isPending}
          />
        </Form>
      </ConfirmModal>
    </div>
  );
}
