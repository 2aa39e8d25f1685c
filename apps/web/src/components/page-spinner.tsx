import Spinner from "react-bootstrap/Spinner";
import { useT } from "./i18n";

/** What a screen shows while its code or data loads (the layout's Suspense fallback). */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  );
}
