import Spinner from "react-bootstrap/Spinner";
import { useUi } from "../lib/ui-store";
import { useT } from "./i18n";

/** The full-screen loading spinner: an overlay with a 540 px wide panel. */
export function LoadingOverlay() {
  const t = useT();
  const loading = useUi((state) => state.loading);
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-overlay-panel">
        <Spinner animation="border" variant="light" />
        <span className="ms-3 fw-semibold">{t("common.loading")}</span>
      </div>
    </div>
  );
}
