import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { Icon } from "../../components/icon";
import { checkLgIcon, clipboardIcon } from "../../components/icons";
import { showToast } from "../../lib/ui-store";
import { useT } from "./i18n";

/** A new webhook's signing secret: shown here once, with Copy, until dismissed or the page is left. */
export function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      showToast(t("newSecret.copied"));
    } catch {
      showToast(t("newSecret.copyFailed"));
    }
  };
  return (
    <Alert variant="warning" className="small" role="status">
      <p className="fw-semibold mb-1">{t("newSecret.copyNow")}</p>
      <p className="mb-2">{t("newSecret.why")}</p>
      <div className="d-flex gap-2 align-items-center">
        <code
          className="flex-grow-1 text-break user-select-all webhook-secret"
          aria-label={t("newSecret.secret")}
        >
          {secret}
        </code>
        <Button
          variant="outline-secondary"
          size="sm"
          className="webhook-action"
          onClick={() => void copy()}
          aria-label={t("newSecret.copy")}
        >
          <Icon svg={copied ? checkLgIcon : clipboardIcon} />
        </Button>
      </div>
      <Button variant="link" size="sm" className="px-0 mt-1" onClick={onDone}>
        {t("newSecret.done")}
      </Button>
    </Alert>
  );
}
