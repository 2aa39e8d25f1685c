import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { errorText, FormAlert } from "./form-alert";
import { DialogTitle } from "./dialog-title";
import { useT } from "./i18n";

type FormModalBodyProps<Fields extends FieldValues, Checked> = {
  title: string;
  /** The form's `useForm(...)`, with the shared zod schema as its resolver. */
  form: UseFormReturn<Fields, unknown, Checked>;
  /** Runs with the checked values, once the schema has accepted the fields: nothing is sent before. */
  onSubmit: SubmitHandler<Checked>;
  onHide: () => void;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  error?: unknown;
  /** Extra footer buttons on the left (the modify-set modal's Delete). */
  footerStart?: ReactNode;
  children: ReactNode;
};

/** The inside of every form modal here: title, error alert, fields, Cancel and a submit button. */
export function FormModalBody<Fields extends FieldValues, Checked>({
  title,
  form,
  onSubmit,
  onHide,
  submitLabel,
  pending,
  submitDisabled,
  error,
  footerStart,
  children,
}: FormModalBodyProps<Fields, Checked>) {
  const t = useT();
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Modal.Header closeButton>
        <DialogTitle>{title}</DialogTitle>
      </Modal.Header>
      <Modal.Body>
        {error ? <FormAlert alert={{ variant: "danger", text: errorText(error) }} /> : null}
        <fieldset disabled={pending}>{children}</fieldset>
      </Modal.Body>
      <Modal.Footer className="flex-nowrap gap-2">
        {footerStart}
        <Button variant="outline-secondary" className="flex-fill py-2" onClick={onHide} disabled={pending}>
          {t("common.cancel")}
        </Button>
        <Button
          type="submit"
          variant="primary"
          className="flex-fill py-2 fw-semibold"
          disabled={pending || submitDisabled}
        >
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {pending ? t("common.loading") : submitLabel}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
