import type { Passkey } from "@topset/shared";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import { Icon } from "../../components/icon";
import { pencilIcon, trash3Icon } from "../../components/icons";
import { formatDate } from "../../lib/i18n";
import { useT } from "./i18n";

const dateOf = (iso: string) => formatDate(iso, { day: "numeric", month: "short", year: "numeric" });

type PasskeysListProps = {
  passkeys: Passkey[];
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
};

/** The member's passkeys: name, when added and last used, and whether a password manager syncs it. */
export function PasskeysList({ passkeys, onRename, onRemove }: PasskeysListProps) {
  const t = useT();
  return (
    <ul className="list-group passkeys-list mb-3" aria-label={t("passkeys.title")}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="list-group-item py-2 d-flex align-items-center gap-2">
          <div className="flex-grow-1 min-w-0">
            <div className="fw-semibold text-truncate">
              {passkey.name}
              {passkey.backed_up && (
                <Badge bg="secondary" className="ms-2 fw-normal align-middle">
                  {t("passkeysList.synced")}
                </Badge>
              )}
            </div>
            <div className="small text-body-secondary">
              {t("passkeysList.added", {
                date: dateOf(passkey.created_at),
                use: passkey.last_used_at
                  ? t("passkeysList.lastUsed", { date: dateOf(passkey.last_used_at) })
                  : t("passkeysList.notUsed"),
              })}
            </div>
          </div>
          <Button
            variant="outline-secondary"
            size="sm"
            className="passkey-action"
            onClick={() => onRename(passkey)}
            aria-label={t("passkeysList.rename", { name: passkey.name })}
          >
            <Icon svg={pencilIcon} />
          </Button>
          <Button
            variant="outline-danger"
            size="sm"
            className="passkey-action"
            onClick={() => onRemove(passkey)}
            aria-label={t("passkeysList.remove", { name: passkey.name })}
          >
            <Icon svg={trash3Icon} />
          </Button>
        </li>
      ))}
    </ul>
  );
}
