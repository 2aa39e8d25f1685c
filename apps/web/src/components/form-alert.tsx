import type { ReactNode } from "react";
import Alert from "react-bootstrap/Alert";
import { Icon } from "./icon";
import { checkCircleFillIcon, exclamationCircleFillIcon, exclamationTriangleFillIcon } from "./icons";
import { t } from "./i18n";

/** A form's message (alerts are success, danger or warning). */
export type FormAlertState = { variant: "success" | "danger" | "warning"; text: ReactNode } | null;

const icons = {
  success: checkCircleFillIcon,
  danger: exclamationTriangleFillIcon,
  warning: exclamationCircleFillIcon,
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
      <Icon svg={icons[alert.variant]} className="flex-shrink-0 mt-1" />
      <div>{alert.text}</div>
    </Alert>
  );
}

/** The text to show for a failed call. */
export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : t("formAlert.somethingWrong");
