import type { ReactNode } from "react";
import Alert from "react-bootstrap/Alert";

/** A form's message (alerts are success, danger or warning). */
export type FormAlertState = { variant: "success" | "danger" | "warning"; text: ReactNode } | null;

const icons = {
  success: "bi-check-circle-fill",
  danger: "bi-exclamation-triangle-fill",
  warning: "bi-exclamation-circle-fill",
};

export function FormAlert({ alert, onClose }: { alert: FormAlertState; onClose?: () => void }) {
  if (!alert) return null;
  return (
    <Alert
      variant={alert.variant}
      dismissible={Boolean(onClose)}
      onClose={onClose}
      className="d-flex gap-2 align-items-start small"
      role="alert"
    >
      <i className={`bi ${icons[alert.variant]} flex-shrink-0 mt-1`} aria-hidden="true" />
      <div>{alert.text}</div>
    </Alert>
  );
}

/** The text to show for a failed call. */
export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : "Something went wrong!";
