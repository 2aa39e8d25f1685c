import type { ComponentProps, ReactNode } from "react";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import type { UseFormRegisterReturn } from "react-hook-form";

type NumberFieldProps = {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Shown after the input: "kg", "hrs", "mg". */
  suffix?: string;
  decimal?: boolean;
  className?: string;
} & Pick<ComponentProps<"input">, "min" | "max" | "step" | "disabled" | "placeholder" | "autoFocus">;

/** A number input sized for thumbs, with the phone's numeric keypad and its validation message. */
export function NumberField({
  id,
  label,
  registration,
  error,
  suffix,
  decimal = false,
  className = "mb-3",
  ...input
}: NumberFieldProps) {
  const control = (
    <Form.Control
      id={id}
      type="number"
      inputMode={decimal ? "decimal" : "numeric"}
      step={input.step ?? (decimal ? "any" : 1)}
      isInvalid={Boolean(error)}
      {...input}
      {...registration}
    />
  );
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
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
