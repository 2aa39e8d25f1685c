import Toast from "react-bootstrap/Toast";
import ToastContainer from "react-bootstrap/ToastContainer";
import { hideToast } from "../lib/ui-store";
import { Icon } from "./icon";
import { bellFillIcon } from "./icons";
import { useT } from "./i18n";

/** The drawn toast (react-bootstrap's Toast and its transitions), loaded with the first toast shown. */
export function ToastView({ toast }: { toast: { id: number; message: string } }) {
  const t = useT();
  return (
    <ToastContainer position="top-end" className="p-3 toast-host" containerPosition="fixed">
      <Toast key={toast.id} onClose={hideToast} delay={5000} autohide bg="body-tertiary">
        <Toast.Header closeLabel={t("common.close")}>
          <Icon svg={bellFillIcon} className="text-primary me-2" />
          <strong className="me-auto">Topset</strong>
        </Toast.Header>
        <Toast.Body>{toast.message}</Toast.Body>
      </Toast>
    </ToastContainer>
  );
}
