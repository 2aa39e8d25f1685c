import { csvFileName, type CsvPages } from "@topset/shared";
import { useState } from "react";
import Dropdown from "react-bootstrap/Dropdown";
import Spinner from "react-bootstrap/Spinner";
import { showToast } from "../lib/ui-store";
import { errorText } from "./form-alert";
import { Icon } from "./icon";
import { downloadIcon } from "./icons";
import { useT } from "./i18n";

/** Hands a text file to the browser's download (CSV export is made in the browser). */
export function saveTextFile(name: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // NOTE: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Props = {
  page: number;
  /** The CSV text of the current page or of every page. */
  makeCsv: (scope: CsvPages) => Promise<string> | string;
  disabled?: boolean;
};

/** "Download" menu: the current page or all pages, as CSV, named with a timestamp. */
export function CsvDownloadMenu({ page, makeCsv, disabled = false }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async (scope: CsvPages) => {
    setBusy(true);
    try {
      saveTextFile(csvFileName(new Date(), scope), await makeCsv(scope));
    } catch (error) {
      showToast(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="outline-secondary" className="py-2" disabled={disabled || busy}>
        {busy ? (
          <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
        ) : (
          <Icon svg={downloadIcon} className="me-1" />
        )}
        CSV
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" className="py-2" onClick={() => void download({ page })}>
          {t("csvDownloadMenu.currentPage")}
        </Dropdown.Item>
        <Dropdown.Item as="button" className="py-2" onClick={() => void download({ all: true })}>
          {t("csvDownloadMenu.allPages")}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
