import Button from "react-bootstrap/Button";
import Toast from "react-bootstrap/Toast";
import ToastContainer from "react-bootstrap/ToastContainer";
import { applyUpdate, dismissUpdate } from "../lib/app-update";
import { Icon } from "./icon";
import { arrowRepeatIcon } from "./icons";
import { useT } from "./i18n";

/** The drawn "new version" toast, loaded only when a new version is waiting (see update-prompt.tsx). */
export function UpdateToast() {
  const t = useT();
  return (
    <ToastContainer position="bottom-center" className="p-3" containerPosition="fixed">
      <Toast onClose={dismissUpdate} bg="body-tertiary" role="status">
        <Toast.Header closeLabel={t("updatePrompt.later")}>
          <Icon svg={arrowRepeatIcon} className="text-primary me-2" />
          <strong className="me-auto">{t("updatePrompt.title")}</strong>
        </Toast.Header>
        <Toast.Body className="d-flex align-items-center gap-3">
          <span>{t("updatePrompt.body")}</span>
          <Button size="sm" onClick={() => void applyUpdate()}>
            {t("updatePrompt.reload")}
          </Button>
        </Toast.Body>
      </Toast>
    </ToastContainer>
  );
}
