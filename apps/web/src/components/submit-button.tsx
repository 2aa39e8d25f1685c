import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { useT } from "./i18n";

/** A form's submit button: shows 'Loading...' while the form is busy. */
export function SubmitButton({
  loading,
  disabled,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Button type="submit" variant="primary" className="w-100 fw-semibold py-2" disabled={loading || disabled}>
      {loading ? (
        <>
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          {t("common.loading")}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
