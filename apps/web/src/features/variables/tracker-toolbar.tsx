import type { CsvPages } from "@topset/shared";
import Button from "react-bootstrap/Button";
import { CsvDownloadMenu } from "../../components/csv-download-menu";
import { RefreshButton } from "../../components/refresh-button";
import { Icon } from "../../components/icon";
import { plusLgIcon, printerIcon, trashIcon } from "../../components/icons";
import { useT } from "./i18n";

type Props = {
  selectedCount: number;
  refreshing: boolean;
  page: number;
  csvDisabled: boolean;
  onAdd: () => void;
  onDelete: () => void;
  onRefresh: () => void;
  onPrint: () => void;
  makeCsv: (pages: CsvPages) => Promise<string> | string;
};

/** The tracker's header buttons: add, delete selected, refresh, print, CSV. */
export function TrackerToolbar(props: Props) {
  const t = useT();
  const { selectedCount, refreshing, page, csvDisabled, onAdd, onDelete, onRefresh, onPrint, makeCsv } =
    props;
  return (
    <div className="tracker-toolbar d-flex align-items-center gap-1 mb-3">
      <Button variant="primary" className="tracker-tap fw-semibold" onClick={onAdd}>
        <Icon svg={plusLgIcon} className="me-1" />
        {t("toolbar.add")}
      </Button>
      <Button
        variant="outline-danger"
        className="tracker-tap"
        onClick={onDelete}
        disabled={selectedCount === 0}
        aria-label={
          selectedCount ? t("toolbar.deleteCount", { count: selectedCount }) : t("toolbar.deleteSelected")
        }
      >
        <Icon svg={trashIcon} className="me-1" />
        {selectedCount > 0 ? t("toolbar.deleteWithCount", { count: selectedCount }) : t("toolbar.delete")}
      </Button>
      <div className="ms-auto d-flex gap-1">
        <RefreshButton
          className="tracker-tap"
          refreshing={refreshing}
          onClick={onRefresh}
          label={t("toolbar.refresh")}
          title={t("toolbar.refresh")}
        />
        <Button
          variant="outline-secondary"
          className="tracker-tap"
          onClick={onPrint}
          aria-label={t("toolbar.print")}
          title={t("toolbar.print")}
        >
          <Icon svg={printerIcon} />
        </Button>
        <CsvDownloadMenu page={page} makeCsv={makeCsv} disabled={csvDisabled} />
      </div>
    </div>
  );
}
