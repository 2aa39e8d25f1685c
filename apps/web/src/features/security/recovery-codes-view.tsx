import { useState } from "react";
import Button from "react-bootstrap/Button";
import { saveTextFile } from "../../components/csv-download-menu";
import { Icon } from "../../components/icon";
import { checkLgIcon, clipboardIcon, downloadIcon } from "../../components/icons";
import { showToast } from "../../lib/ui-store";
import { Rich } from "../../lib/i18n";
import { t as translate, useT } from "./i18n";

const fileText = (codes: string[]) =>
  [
    translate("recoveryCodes.fileTitle"),
    "",
    translate("recoveryCodes.fileUse"),
    translate("recoveryCodes.fileKeep"),
    "",
    ...codes,
    "",
  ].join("\n");

/**
 * The ten fresh recovery codes, in the only moment they exist outside the member's hands: copy,
 * download as .txt, then "I saved them" closes the view (the server keeps hashes only).
 */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
      showToast(t("recoveryCodes.copied"));
    } catch {
      showToast(t("recoveryCodes.copyFailed"));
    }
  };

  return (
    <section aria-label={t("recoveryCodes.title")} className="recovery-codes">
      <p className="small mb-2">
        <Rich text={t("recoveryCodes.saveNow")} tags={{ strong: (text) => <strong>{text}</strong> }} />
      </p>
      <ol
        className="recovery-code-list list-unstyled font-monospace rounded-3 p-3 mb-3"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="d-flex gap-2 mb-3">
        <Button variant="outline-secondary" className="flex-fill" onClick={() => void copy()}>
          <Icon svg={copied ? checkLgIcon : clipboardIcon} className="me-2" />
          {t("recoveryCodes.copy")}
        </Button>
        <Button
          variant="outline-secondary"
          className="flex-fill"
          onClick={() =>
            saveTextFile("topset-recovery-codes.txt", fileText(codes), "text/plain;charset=utf-8")
          }
        >
          <Icon svg={downloadIcon} className="me-2" />
          {t("recoveryCodes.download")}
        </Button>
      </div>
      <Button variant="primary" className="w-100 py-2 fw-semibold" onClick={onDone}>
        {t("recoveryCodes.saved")}
      </Button>
    </section>
  );
}
