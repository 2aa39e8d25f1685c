import Toast from "react-bootstrap/Toast";
import ToastContainer from "react-bootstrap/ToastContainer";
import { hideToast, useUi } from "../lib/ui-store";
import { Icon } from "./icon";
import { bellFillIcon } from "./icons";
import { useT } from "./i18n";

/** The toast at top right: vanishes after 5 seconds or on close. */
export function ToastHost() {
  const t = useT();
  const toast = useUi((state) => state.toast);
  return (
    <ToastContainer position="top-end" className="p-3 toast-host" containerPosition="fixed">
      {toast && (
        <Toast key={toast.id} onClose={hideToast} delay={5000} autohide bg="body-tertiary">
          <Toast.Header closeLabel={t("common.close")}>
            <Icon svg={bellFillIcon} className="text-primary me-2" />
            <strong className="me-auto">Topset</strong>
          </Toast.Header>
          <Toast.Body>{toast.message}</Toast.Body>
        </Toast>
      )}
    </ToastContainer>
  );
}
