import { useId } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { settingsStore, useSettings } from "../../lib/settings-store";
import { DialogTitle } from "../../components/dialog-title";
import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";

/** Sessions per week (1–7), saved in the settings at once; the grid's tiles are 100/n % wide. */
export function LayoutSettingsModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT();
  const id = useId();
  const perWeek = useSettings((s) => s.numberOfSessionsPerWeek);
  return (
    <Modal show={show} onHide={onHide} centered>
      <Modal.Header closeButton>
        <DialogTitle>{t("layoutModal.title")}</DialogTitle>
      </Modal.Header>
      <Modal.Body>
        <Form.Label htmlFor={id} className="fw-semibold">
          <Rich
            text={t("layoutModal.perWeek", { count: perWeek })}
            tags={{ value: (text) => <span className="text-primary">{text}</span> }}
          />
        </Form.Label>
        <Form.Range
          id={id}
          min={1}
          max={7}
          step={1}
          value={perWeek}
          onChange={(event) =>
            settingsStore.set((s) => ({ ...s, numberOfSessionsPerWeek: Number(event.target.value) }))
          }
        />
        <div className="d-flex justify-content-between small text-body-secondary" aria-hidden="true">
          {[1, 2, 3, 4, 5, 6, 7].map((n) => (
            <span key={n}>{n}</span>
          ))}
        </div>
        <p className="small text-body-secondary mt-3 mb-0">{t("layoutModal.hint")}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button className="session-tap" onClick={onHide}>
          {t("layoutModal.done")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
