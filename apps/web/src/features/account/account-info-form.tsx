import type { CurrentUser } from "@topset/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";
import { errorText, type FormAlertState } from "../../components/form-alert";
import { PasswordInput } from "../../components/password-input";
import { accountBodyOf, accountFieldsOf, type AccountFields } from "./account-bodies";
import { useUpdateAccountInfo } from "./account.api";
import { EditableCard } from "./editable-card";

/** Username, e-mail and password: a new e-mail needs verifying again, a new password the current one. */
export function AccountInfoForm({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState(() => accountFieldsOf(user));
  const [alert, setAlert] = useState<FormAlertState>(null);
  const update = useUpdateAccountInfo(user.id);

  const set = (name: keyof AccountFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const cancel = () => {
    setFields(accountFieldsOf(user));
    setEditing(false);
  };

  const submit = () => {
    const body = accountBodyOf(fields, user);
    if (Object.keys(body).length === 0) return cancel();
    update.mutate(body, {
      onSuccess: (answer) => {
        const updated = answer.data[0] ?? user;
        setFields(accountFieldsOf(updated));
        setEditing(false);
        const reverify = body.email
          ? ` We have sent a link to ${updated.email}: please verify it before your next login.`
          : "";
        setAlert({ variant: "success", text: `${answer.message}${reverify}` });
      },
      onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
    });
  };

  return (
    <EditableCard
      title="Account information"
      editing={editing}
      pending={update.isPending}
      alert={alert}
      onAlertClose={() => setAlert(null)}
      onEdit={() => {
        setAlert(null);
        setEditing(true);
      }}
      onCancel={cancel}
      onSubmit={submit}
    >
      <Form.Group className="mb-3" controlId="account-username">
        <Form.Label>Username</Form.Label>
        <Form.Control
          value={fields.username}
          onChange={set("username")}
          maxLength={20}
          autoComplete="username"
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId="account-email">
        <Form.Label>E-mail</Form.Label>
        <Form.Control
          type="email"
          value={fields.email}
          onChange={set("email")}
          maxLength={254}
          autoComplete="email"
        />
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor="account-new-password">New password</Form.Label>
        <PasswordInput
          id="account-new-password"
          value={fields.password}
          onChange={set("password")}
          minLength={8}
          maxLength={128}
          autoComplete="new-password"
          placeholder="Leave empty to keep your password"
        />
      </Form.Group>
      {fields.password && (
        <Form.Group>
          <Form.Label htmlFor="account-current-password">Current password</Form.Label>
          <PasswordInput
            id="account-current-password"
            value={fields.current_password}
            onChange={set("current_password")}
            maxLength={128}
            autoComplete="current-password"
          />
          <Form.Text>Changing your password logs out your other devices.</Form.Text>
        </Form.Group>
      )}
    </EditableCard>
  );
}
