import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";

type NumberFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown after the input, e.g. the unit label. */
  suffix?: string;
  step?: number | "any";
  min?: number;
  max?: number;
  placeholder?: string;
  optional?: boolean;
  disabled?: boolean;
};

/** A labelled number input with the numeric keypad on phones and its message under it. */
export function NumberField({
  id,
  label,
  value,
  onChange,
  error,
  suffix,
  optional,
  ...input
}: NumberFieldProps) {
  const control = (
    <Form.Control
      type="number"
      inputMode="decimal"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      isInvalid={Boolean(error)}
      {...input}
    />
  );
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-semibold mb-1">
        {label} {optional && <span className="text-body-secondary fw-normal">(optional)</span>}
      </Form.Label>
      {suffix ? (
        <InputGroup hasValidation>
          {control}
          <InputGroup.Text>{suffix}</InputGroup.Text>
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </InputGroup>
      ) : (
        <>
          {control}
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </>
      )}
    </Form.Group>
  );
}
