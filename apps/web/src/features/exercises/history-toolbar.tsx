import { historySearchSchema, type CsvPages, type HistorySearchInput } from "@topset/shared";
import Form from "react-bootstrap/Form";
import { useForm, useWatch } from "react-hook-form";
import { CsvDownloadMenu } from "../../components/csv-download-menu";
import { Icon } from "../../components/icon";
import { searchIcon } from "../../components/icons";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

type Props = {
  page: number;
  onSearch: (text: string) => void;
  showNotes: boolean;
  onShowNotes: (show: boolean) => void;
  makeCsv: (pages: CsvPages) => Promise<string> | string;
};

/** Above the history table: search this page, show the notes column, download CSV. */
export function HistoryToolbar({ page, onSearch, showNotes, onShowNotes, makeCsv }: Props) {
  const t = useT();
  const { register, handleSubmit, control } = useForm<HistorySearchInput>({
    resolver: formResolver(historySearchSchema),
    defaultValues: { text: "" },
  });
  const text = useWatch({ control, name: "text" }) ?? "";
  return (
    <div className="mb-2">
      <form
        role="search"
        className="mb-2"
        onSubmit={(event) => void handleSubmit((values) => onSearch(values.text))(event)}
      >
        <div className="input-group">
          <input
            type="search"
            className="form-control"
            placeholder={t("toolbar.placeholder")}
            aria-label={t("toolbar.searchLabel")}
            {...register("text", {
              // Emptying the box shows every set again.
              onChange: (event: { target: { value: string } }) => {
                if (!event.target.value.trim()) onSearch("");
              },
            })}
          />
          <button type="submit" className="btn btn-primary px-3" disabled={!text.trim()}>
            <Icon svg={searchIcon} className="me-1" />
            {t("toolbar.search")}
          </button>
        </div>
      </form>
      <div className="d-flex align-items-center justify-content-between gap-2">
        <Form.Check
          type="switch"
          id="history-notes-switch"
          label={t("toolbar.showNotes")}
          className="mb-0 py-2"
          checked={showNotes}
          onChange={(event) => onShowNotes(event.target.checked)}
        />
        <CsvDownloadMenu page={page} makeCsv={makeCsv} />
      </div>
    </div>
  );
}
