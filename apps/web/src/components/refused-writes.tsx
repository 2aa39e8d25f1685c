import Button from "react-bootstrap/Button";
import Offcanvas from "react-bootstrap/Offcanvas";
import { discardWrite, retryWrite } from "../lib/outbox/sync";
import type { OutboxEntry } from "../lib/outbox/outbox-types";
import { translateText } from "../lib/i18n";
import { useT } from "./i18n";

type Props = { show: boolean; onHide: () => void; failed: readonly OutboxEntry[] };

/** The changes the server refused, each with its reason: discard it, or send it again. */
export function RefusedWrites({ show, onHide, failed }: Props) {
  const t = useT();
  return (
    <Offcanvas show={show} onHide={onHide} placement="bottom">
      <Offcanvas.Header closeButton>
        <Offcanvas.Title as="h2" className="h6 fw-bold">
          {t("syncIndicator.refusedTitle")}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <ul className="list-unstyled mb-0 vstack gap-3" aria-label={t("syncIndicator.refusedLabel")}>
          {failed.map((entry) => (
            <li key={entry.id}>
              <p className="mb-1">
                <strong>{entry.label}</strong>: {translateText(entry.error ?? "")}
              </p>
              <div className="d-flex gap-2">
                <Button size="sm" variant="outline-danger" onClick={() => void discardWrite(entry.id)}>
                  {t("syncIndicator.discard")}
                </Button>
                <Button size="sm" variant="outline-secondary" onClick={() => void retryWrite(entry.id)}>
                  {t("syncIndicator.retry")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
