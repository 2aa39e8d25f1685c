import { useState } from "react";
import Form from "react-bootstrap/Form";
import { CsvDownloadMenu } from "../../components/csv-download-menu";
import type { CsvPages } from "@topset/shared";

type Props = {
  page: number;
  onSearch: (text: string) => void;
  showNotes: boolean;
  onShowNotes: (show: boolean) => void;
  makeCsv: (pages: CsvPages) => Promise<string> | string;
};

/** Above the history table: search this page, show the notes column, download CSV. */
export function HistoryToolbar({ page, onSearch, showNotes, onShowNotes, makeCsv }: Props) {
  const [text, setText] = useState("");
  return (
    <div className="mb-2">
      <form
        role="search"
        className="mb-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <div className="input-group">
          <input
            type="search"
            className="form-control"
            placeholder="Notes or weight"
            aria-label="Search notes or weight on this page"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              // Emptying the box shows every set again.
              if (!event.target.value.trim()) onSearch("");
            }}
          />
          <button type="submit" className="btn btn-primary px-3" disabled={!text.trim()}>
            <i className="bi bi-search me-1" aria-hidden="true" />
            Search
          </button>
        </div>
      </form>
      <div className="d-flex align-items-center justify-content-between gap-2">
        <Form.Check
          type="switch"
          id="history-notes-switch"
          label="Show notes"
          className="mb-0 py-2"
          checked={showNotes}
          onChange={(event) => onShowNotes(event.target.checked)}
        />
        <CsvDownloadMenu page={page} makeCsv={makeCsv} />
      </div>
    </div>
  );
}
