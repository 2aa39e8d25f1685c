import { useMutation } from "@tanstack/react-query";
import { formatLongDate, type AdminUserRow } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
import { FormModalBody } from "../../components/form-modal";
import { showToast } from "../../lib/ui-store";
import { sendResetPassword, updateUser } from "./admin.api";
import { changedFields, formOf, type UserForm } from "./user-changes";

type Props = {
  user: AdminUserRow | null;
  /** The caller: an admin cannot disable or demote themselves here. */
  selfId: number | undefined;
  onHide: () => void;
  onSaved: (user: AdminUserRow) => void;
};

export function ModifyUserModal({ user, selfId, onHide, onSaved }: Props) {
  return (
    <Modal show={Boolean(user)} onHide={onHide} centered>
      {user && (
        <ModifyUserForm
          key={user.id}
          user={user}
          self={user.id === selfId}
          onHide={onHide}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div className="col-sm-6">
      <div className="small text-body-secondary">{label}</div>
      <div className="text-break">{value || "—"}</div>
    </div>
  );
}

function ModifyUserForm({
  user,
  self,
  onHide,
  onSaved,
}: {
  user: AdminUserRow;
  self: boolean;
  onHide: () => void;
  onSaved: Props["onSaved"];
}) {
  const [form, setForm] = useState<UserForm>(() => formOf(user));
  const [alert, setAlert] = useState<FormAlertState>(null);
  const set = <K extends keyof UserForm>(key: K, value: UserForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  /** value and onChange of one of the text inputs. */
  const bind = (key: "first_name" | "last_name" | "bio") => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const save = useMutation({
    mutationFn: (changes: ReturnType<typeof changedFields>) => updateUser(user.id, changes),
    onSuccess: (answer) => {
      const row = answer.data[0];
      if (row) onSaved({ ...user, ...row });
      showToast(answer.message);
      onHide();
    },
  });
  const reset = useMutation({
    mutationFn: () => sendResetPassword(user.id),
    onSuccess: (answer) => setAlert({ variant: "success", text: answer.message }),
    onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const changes = changedFields(user, form);
    // Nothing changed: close without a call.
    if (Object.keys(changes).length === 0) return onHide();
    save.mutate(changes);
  };

  return (
    <FormModalBody
      title={`Modify ${user.username}`}
      onSubmit={submit}
      onHide={onHide}
      submitLabel="Save"
      pending={save.isPending}
      error={save.error}
    >
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <div className="row g-2 mb-3 small">
        <ReadOnly label="ID" value={String(user.id)} />
        <ReadOnly label="Username" value={user.username} />
        <ReadOnly label="E-mail" value={user.email} />
        <ReadOnly label="Birth date" value={user.birth_date ? formatLongDate(user.birth_date) : ""} />
        <ReadOnly label="Created" value={formatLongDate(user.created_at)} />
      </div>
      <Button
        variant="outline-warning"
        size="sm"
        className="mb-3"
        onClick={() => reset.mutate()}
        disabled={reset.isPending || save.isPending || user.deleted}
      >
        {reset.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Send reset password email
      </Button>
      <div className="row g-2">
        <Form.Group className="col-sm-6" controlId="modify-first-name">
          <Form.Label>First name</Form.Label>
          <Form.Control {...bind("first_name")} maxLength={100} />
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="modify-last-name">
          <Form.Label>Last name</Form.Label>
          <Form.Control {...bind("last_name")} maxLength={100} />
        </Form.Group>
        <Form.Group className="col-12" controlId="modify-bio">
          <Form.Label>Bio</Form.Label>
          <Form.Control as="textarea" rows={2} {...bind("bio")} maxLength={500} />
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="modify-role">
          <Form.Label>Role</Form.Label>
          <Form.Select
            value={form.role}
            disabled={self}
            onChange={(e) => set("role", e.target.value as UserForm["role"])}
          >
            <option value="user">Member</option>
            <option value="admin">Admin</option>
          </Form.Select>
        </Form.Group>
        <div className="col-sm-6 d-flex flex-column justify-content-end gap-1 pb-1">
          <Form.Check
            type="switch"
            id="modify-verified"
            label="Verified"
            checked={form.verified}
            onChange={(e) => set("verified", e.target.checked)}
          />
          <Form.Check
            type="switch"
            id="modify-active"
            label="Active"
            checked={form.active}
            disabled={self}
            onChange={(e) => set("active", e.target.checked)}
          />
        </div>
      </div>
      {!form.active && !user.deleted && (
        <p className="small text-warning mt-2 mb-0">
          Disabling ends every open session of this account; its data is kept and it can be re-activated.
        </p>
      )}
    </FormModalBody>
  );
}
