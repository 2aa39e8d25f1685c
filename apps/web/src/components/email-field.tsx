import Form from "react-bootstrap/Form";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useT } from "./i18n";

type EmailFieldProps = {
  controlId: string;
  registration: UseFormRegisterReturn;
  error?: string;
};

/** The e-mail input every public form asks for, with its validation message under it. */
export function EmailField({ controlId, registration, error }: EmailFieldProps) {
  const t = useT();
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{t("emailField.label")}</Form.Label>
      <Form.Control
        type="email"
        autoComplete="email"
        placeholder={t("emailField.placeholder")}
        isInvalid={Boolean(error)}
        {...registration}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
