import type { ComponentProps, ReactNode } from "react";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useT } from "./i18n";

/** Either registered with react-hook-form or controlled by the screen's own state. */
type Binding =
  | { registration: UseFormRegisterReturn; value?: never; onChange?: never }
  | { registration?: never; value: string; onChange: (value: string) => void };

type NumberFieldProps = Binding & {
  id: string;
  label: ReactNode;
  error?: string;
  /** Shown after the input: "kg", "hrs", "mg". */
  suffix?: string;
  /** Decimal keypad, and any step unless one is given. */
  decimal?: boolean;
  /** Marks the label "(optional)" in a lighter tone. */
  optional?: boolean;
  /** A small bold label and no bottom margin, for the calculators' tight grids. */
  compact?: boolean;
  className?: string;
} & Pick<ComponentProps<"input">, "min" | "max" | "step" | "disabled" | "placeholder" | "autoFocus">;

/** A number input sized for thumbs, with the phone's numeric keypad and its validation message. */
export function NumberField({
  id,
  label,
  registration,
  value,
  onChange,
  error,
  suffix,
  decimal = false,
  optional = false,
  compact = false,
  className = compact ? undefined : "mb-3",
  ...input
}: NumberFieldProps) {
  const t = useT();
  const binding = registration ?? {
    value,
    onChange: (e: { target: { value: string } }) => onChange?.(e.target.value),
  };
  const control = (
    <Form.Control
      id={id}
      type="number"
      inputMode={decimal ? "decimal" : "numeric"}
      step={input.step ?? (decimal ? "any" : 1)}
      isInvalid={Boolean(error)}
      {...input}
      {...binding}
    />
  );
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id} className={compact ? "small fw-semibold mb-1" : undefined}>
        {label}
        {optional && (
          <>
            {" "}
            <span className="text-body-secondary fw-normal">{t("numberField.optional")}</span>
          </>
        )}
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
