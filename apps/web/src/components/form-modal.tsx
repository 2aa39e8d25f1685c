import type { FormEventHandler, ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { errorText, FormAlert } from "./form-alert";

type FormModalBodyProps = {
  title: string;
  /** The form's react-hook-form `handleSubmit(onValid)`: the zod schema checks before anything is sent. */
  onSubmit: FormEventHandler<HTMLFormElement>;
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
export function FormModalBody({
  title,
  onSubmit,
  onHide,
  submitLabel,
  pending,
  submitDisabled,
  error,
  footerStart,
  children,
}: FormModalBodyProps) {
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error ? <FormAlert alert={{ variant: "danger", text: errorText(error) }} /> : null}
        <fieldset disabled={pending}>{children}</fieldset>
      </Modal.Body>
      <Modal.Footer className="flex-nowrap gap-2">
        {footerStart}
        <Button variant="outline-secondary" className="flex-fill py-2" onClick={onHide} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="primary"
          className="flex-fill py-2 fw-semibold"
          disabled={pending || submitDisabled}
        >
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {pending ? "Loading..." : submitLabel}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
