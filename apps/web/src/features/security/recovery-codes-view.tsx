import { useState } from "react";
import Button from "react-bootstrap/Button";
import { saveTextFile } from "../../components/csv-download-menu";
import { Icon } from "../../components/icon";
import { checkLgIcon, clipboardIcon, downloadIcon } from "../../components/icons";
import { showToast } from "../../lib/ui-store";

const fileText = (codes: string[]) =>
  [
    "Topset recovery codes",
    "",
    "Each code signs you in once when you cannot use your authenticator app.",
    "Keep them somewhere safe, away from your phone.",
    "",
    ...codes,
    "",
  ].join("\n");

/**
 * The ten fresh recovery codes, in the only moment they exist outside the member's hands: copy,
 * download as .txt, then "I saved them" closes the view (the server keeps hashes only).
 */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
      showToast("Copied!");
    } catch {
      showToast("Copying is not allowed here: download the codes or write them down.");
    }
  };

  return (
    <section aria-label="Recovery codes" className="recovery-codes">
      <p className="small mb-2">
        <strong>Save these recovery codes now.</strong> Each one signs you in once if you lose your phone.
        They will not be shown again.
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
          Copy
        </Button>
        <Button
          variant="outline-secondary"
          className="flex-fill"
          onClick={() =>
            saveTextFile("topset-recovery-codes.txt", fileText(codes), "text/plain;charset=utf-8")
          }
        >
          <Icon svg={downloadIcon} className="me-2" />
          Download .txt
        </Button>
      </div>
      <Button variant="primary" className="w-100 py-2 fw-semibold" onClick={onDone}>
        I saved them
      </Button>
    </section>
  );
}
