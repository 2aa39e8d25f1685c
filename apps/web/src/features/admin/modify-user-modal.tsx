import { useMutation } from "@tanstack/react-query";
import type { AdminUpdateUser, AdminUserRow } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { useForm, useWatch } from "react-hook-form";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
import { FormModalBody } from "../../components/form-modal";
import { ResetTwoFactorButton } from "./reset-two-factor-button";
import { showToast } from "../../lib/ui-store";
import { sendResetPassword, updateUser } from "./admin.api";
import { changedFields, formOf, userFormSchema, type UserForm } from "./user-changes";
import { formatLongDate, translateText } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

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
  const t = useT();
  const form = useForm<UserForm, unknown, AdminUpdateUser>({
    resolver: formResolver(userFormSchema(user)),
    defaultValues: formOf(user),
  });
  const { register, control, getValues, formState } = form;
  const { errors } = formState;
  const active = useWatch({ control, name: "active" });
  const [alert, setAlert] = useState<FormAlertState>(null);

  const save = useMutation({
    mutationFn: (changes: ReturnType<typeof changedFields>) => updateUser(user.id, changes),
    onSuccess: (answer) => {
      const row = answer.data[0];
      if (row) onSaved({ ...user, ...row });
      showToast(translateText(answer.message));
      onHide();
    },
  });
  const reset = useMutation({
    mutationFn: () => sendResetPassword(user.id),
    onSuccess: (answer) => setAlert({ variant: "success", text: translateText(answer.message) }),
    onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
  });

  // Sent as typed (an emptied text is ""), once the shared schema has accepted the changes.
  const submit = () => {
    const changes = changedFields(user, getValues());
    // Nothing changed: close without a call.
    if (Object.keys(changes).length === 0) return onHide();
    save.mutate(changes);
  };

  return (
    <FormModalBody
      title={t("modify.title", { username: user.username })}
      form={form}
      onSubmit={submit}
      onHide={onHide}
      submitLabel={t("modify.save")}
      pending={save.isPending}
      error={save.error}
    >
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <div className="row g-2 mb-3 small">
        <ReadOnly label={t("modify.id")} value={String(user.id)} />
        <ReadOnly label={t("modify.username")} value={user.username} />
        <ReadOnly label={t("modify.email")} value={user.email} />
        <ReadOnly
          label={t("modify.birthDate")}
          value={user.birth_date ? formatLongDate(user.birth_date) : ""}
        />
        <ReadOnly label={t("modify.created")} value={formatLongDate(user.created_at)} />
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button
          variant="outline-warning"
          size="sm"
          onClick={() => reset.mutate()}
          disabled={reset.isPending || save.isPending || user.deleted}
        >
          {reset.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t("modify.sendReset")}
        </Button>
        {!self && <ResetTwoFactorButton userId={user.id} disabled={save.isPending} onResult={setAlert} />}
      </div>
      <div className="row g-2">
        <Form.Group className="col-sm-6" controlId="modify-first-name">
          <Form.Label>{t("modify.firstName")}</Form.Label>
          <Form.Control isInvalid={Boolean(errors.first_name)} {...register("first_name")} maxLength={100} />
          <Form.Control.Feedback type="invalid">{errors.first_name?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="modify-last-name">
          <Form.Label>{t("modify.lastName")}</Form.Label>
          <Form.Control isInvalid={Boolean(errors.last_name)} {...register("last_name")} maxLength={100} />
          <Form.Control.Feedback type="invalid">{errors.last_name?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12" controlId="modify-bio">
          <Form.Label>{t("modify.bio")}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            isInvalid={Boolean(errors.bio)}
            {...register("bio")}
            maxLength={500}
          />
          <Form.Control.Feedback type="invalid">{errors.bio?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="modify-role">
          <Form.Label>{t("modify.role")}</Form.Label>
          <Form.Select disabled={self} {...register("role")}>
            <option value="user">{t("roles.user")}</option>
            <option value="admin">{t("roles.admin")}</option>
          </Form.Select>
        </Form.Group>
        <div className="col-sm-6 d-flex flex-column justify-content-end gap-1 pb-1">
          <Form.Check
            type="switch"
            id="modify-verified"
            label={t("modify.verified")}
            {...register("verified")}
          />
          <Form.Check
            type="switch"
            id="modify-active"
            label={t("modify.active")}
            disabled={self}
            {...register("active")}
          />
        </div>
      </div>
      {!active && !user.deleted && (
        <p className="small text-warning mt-2 mb-0">{t("modify.disableWarning")}</p>
      )}
    </FormModalBody>
  );
}
