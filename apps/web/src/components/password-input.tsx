import { useState, type ComponentProps } from "react";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { Icon } from "./icon";
import { eyeIcon, eyeSlashIcon } from "./icons";
import { useT } from "./i18n";

type PasswordInputProps = Omit<ComponentProps<typeof Form.Control>, "type"> & { error?: string };

/** A password field with a show/hide toggle and its error message. */
export function PasswordInput({ error, id, ...props }: PasswordInputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup hasValidation>
      <Form.Control id={id} type={visible ? "text" : "password"} isInvalid={Boolean(error)} {...props} />
      <button
        type="button"
        className="btn btn-outline-secondary password-toggle"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t("passwordInput.hide") : t("passwordInput.show")}
        aria-pressed={visible}
        aria-controls={id}
        disabled={props.disabled}
      >
        <Icon svg={visible ? eyeSlashIcon : eyeIcon} />
      </button>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </InputGroup>
  );
}
