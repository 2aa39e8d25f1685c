import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
import { useTimeout } from "../../lib/use-timeout";
import { clearAllCache, refreshIndexes } from "./admin.api";
import { Icon } from "../../components/icon";
import { arrowRepeatIcon, trash3Icon } from "../../components/icons";
import { translateText } from "../../lib/i18n";
import { useT } from "./i18n";

/** Clear All Cache (read caches only) and Refresh indexes; the answer shows for 5 seconds. */
export function MaintenanceButtons() {
  const t = useT();
  const [alert, setAlert] = useState<FormAlertState>(null);
  useTimeout(() => setAlert(null), 5000, alert);
  const done = {
    onSuccess: (answer: { message: string }) =>
      setAlert({ variant: "success", text: translateText(answer.message) }),
    onError: (error: unknown) => setAlert({ variant: "danger", text: errorText(error) }),
  };
  const cache = useMutation({ mutationFn: clearAllCache, ...done });
  const indexes = useMutation({ mutationFn: refreshIndexes, ...done });
  const busy = cache.isPending || indexes.isPending;
  return (
    <section className="card" aria-labelledby="maintenance-title">
      <div className="card-body">
        <h2 id="maintenance-title" className="h6 fw-bold">
          {t("maintenance.title")}
        </h2>
        <FormAlert alert={alert} onClose={() => setAlert(null)} />
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-warning" className="py-2" disabled={busy} onClick={() => cache.mutate()}>
            {cache.isPending ? (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            ) : (
              <Icon svg={trash3Icon} className="me-2" />
            )}
            {t("maintenance.clearCache")}
          </Button>
          <Button variant="outline-info" className="py-2" disabled={busy} onClick={() => indexes.mutate()}>
            {indexes.isPending ? (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            ) : (
              <Icon svg={arrowRepeatIcon} className="me-2" />
            )}
            {t("maintenance.refreshIndexes")}
          </Button>
        </div>
        <p className="small text-body-secondary mb-0 mt-2">{t("maintenance.hint")}</p>
      </div>
    </section>
  );
}
