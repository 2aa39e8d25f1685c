import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { FormAlert, errorText } from "./form-alert";
import { DialogTitle } from "./dialog-title";
import { useT } from "./i18n";

type ConfirmModalProps = {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The dismiss button; "Cancel" unless the action itself is a cancel. */
  cancelLabel?: string;
  /** Bootstrap variant of the confirm button; danger for anything that deletes. */
  variant?: "danger" | "primary" | "warning" | "success";
  pending?: boolean;
  /** Confirm stays off until the body's required input is filled (a password, say). */
  confirmDisabled?: boolean;
  /** The failed call's error, shown above the buttons. */
  error?: unknown;
  onConfirm: () => void;
  onHide: () => void;
};

/** "Are you sure?" before something that cannot be undone: a message, Cancel and a confirm button. */
export function ConfirmModal({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = "danger",
  pending = false,
  confirmDisabled = false,
  error,
  onConfirm,
  onHide,
}: ConfirmModalProps) {
  const t = useT();
  return (
    <Modal show={show} onHide={pending ? undefined : onHide} centered>
      <Modal.Header closeButton={!pending}>
        <DialogTitle>{title}</DialogTitle>
      </Modal.Header>
      <Modal.Body>
        {error ? <FormAlert alert={{ variant: "danger", text: errorText(error) }} /> : null}
        {children}
      </Modal.Body>
      <Modal.Footer className="flex-nowrap">
        <Button variant="outline-secondary" className="flex-fill py-2" onClick={onHide} disabled={pending}>
          {cancelLabel ?? t("common.cancel")}
        </Button>
        <Button
          variant={variant}
          className="flex-fill py-2 fw-semibold"
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
          autoFocus
        >
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {pending ? t("common.loading") : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
