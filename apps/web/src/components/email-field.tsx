import Form from "react-bootstrap/Form";
import type { UseFormRegisterReturn } from "react-hook-form";

type EmailFieldProps = {
  controlId: string;
  registration: UseFormRegisterReturn;
  error?: string;
};

/** The e-mail input every public form asks for, with its validation message under it. */
export function EmailField({ controlId, registration, error }: EmailFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>Email</Form.Label>
      <Form.Control
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        isInvalid={Boolean(error)}
        {...registration}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
