import type { ApiKey } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { showToast } from "../../lib/ui-store";
import { useTimeout } from "../../lib/use-timeout";
import { Icon } from "../../components/icon";
import { checkLgIcon, clipboardIcon, eyeIcon, eyeSlashIcon, trash3Icon } from "../../components/icons";
import { formatDate as formatDateIn } from "../../lib/i18n";
import { t as translate, useT } from "./i18n";

const COPY_INDICATOR_MS = 400;
const HIDDEN = "•".repeat(16);

const formatDate = (iso: string | null) =>
  iso
    ? formatDateIn(iso, { year: "numeric", month: "numeric", day: "numeric" })
    : translate("apiKeyRow.never");

/**
 * One key. A key just created is held in full (`fresh`): the eye shows it and copy works. A listed key
 * only has its masked form, which the server sends; it can be neither shown nor copied.
 */
export function ApiKeyRow({
  apiKey,
  fresh,
  onDelete,
}: {
  apiKey: ApiKey;
  fresh: boolean;
  onDelete: () => void;
}) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const [copied, setCopied] = useState(0);
  useTimeout(() => setCopied(0), COPY_INDICATOR_MS, copied);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopied(Date.now());
      showToast(t("apiKeyRow.copied"));
    } catch {
      showToast(t("apiKeyRow.copyFailed"));
      setVisible(true);
    }
  };

  return (
    <li className="list-group-item py-3">
      <div className="d-flex align-items-center gap-2">
        <code
          className="api-key-value flex-grow-1 text-break user-select-all"
          aria-label={t("apiKeyRow.key")}
        >
          {fresh && !visible ? HIDDEN : apiKey.key}
        </code>
        {fresh && (
          <>
            <Button
              variant="outline-secondary"
              size="sm"
              className="api-key-action"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? t("apiKeyRow.hide") : t("apiKeyRow.show")}
              aria-pressed={visible}
            >
              <Icon svg={visible ? eyeSlashIcon : eyeIcon} />
            </Button>
            <Button
              variant="outline-secondary"
              size="sm"
              className="api-key-action"
              onClick={() => void copy()}
              aria-label={t("apiKeyRow.copy")}
            >
              <Icon
                svg={copied ? checkLgIcon : clipboardIcon}
                className={copied ? "text-success" : undefined}
              />
            </Button>
          </>
        )}
        <Button
          variant="outline-danger"
          size="sm"
          className="api-key-action"
          onClick={onDelete}
          aria-label={t("apiKeyRow.delete")}
        >
          <Icon svg={trash3Icon} />
        </Button>
      </div>
      <div className="small text-body-secondary mt-1">
        {fresh ? (
          <span className="text-warning">{t("apiKeyRow.copyNow")}</span>
        ) : (
          t("apiKeyRow.dates", {
            created: formatDate(apiKey.created_at),
            lastUsed: formatDate(apiKey.last_used_at),
            expires: formatDate(apiKey.expires_at),
          })
        )}
      </div>
    </li>
  );
}
