import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import { useFormContext, type FieldErrors } from "react-hook-form";
import { FormAlert, type FormAlertState } from "../../components/form-alert";
import { SubmitButton } from "../../components/submit-button";
import { Icon } from "../../components/icon";
import { pencilIcon, xLgIcon } from "../../components/icons";
import { useT } from "./i18n";

type EditableCardProps = {
  title: string;
  editing: boolean;
  pending: boolean;
  alert: FormAlertState;
  onAlertClose: () => void;
  onEdit: () => void;
  onCancel: () => void;
  /** Runs with the checked values once the shared schema accepts the fields. */
  onSubmit: () => void;
  onInvalid: (errors: FieldErrors) => void;
  children: ReactNode;
};

/**
 * A react-hook-form form (inside its FormProvider) that starts read-only: Edit makes it editable and
 * turns into Cancel; Update is enabled only while editing.
 */
export function EditableCard(props: EditableCardProps) {
  const t = useT();
  const { title, editing, pending, alert, onAlertClose, onEdit, onCancel, onSubmit, onInvalid, children } =
    props;
  const { handleSubmit } = useFormContext();
  const submit = handleSubmit(() => {
    if (editing) onSubmit();
  }, onInvalid);
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
          <div className="d-flex align-items-center mb-3">
            <h2 className="h6 fw-semibold mb-0 flex-grow-1">{title}</h2>
            <Button
              variant={editing ? "outline-secondary" : "outline-primary"}
              size="sm"
              className="px-3"
              onClick={editing ? onCancel : onEdit}
              disabled={pending}
            >
              <Icon svg={editing ? xLgIcon : pencilIcon} className="me-1" />
              {editing ? t("editableCard.cancel") : t("editableCard.edit")}
            </Button>
          </div>
          <FormAlert alert={alert} onClose={onAlertClose} />
          <fieldset disabled={!editing || pending}>{children}</fieldset>
          <div className="mt-3">
            <SubmitButton loading={pending} disabled={!editing}>
              {t("editableCard.update")}
            </SubmitButton>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
