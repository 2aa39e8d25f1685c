import { Suspense, type ReactNode } from "react";
import Button from "react-bootstrap/Button";
import type { useSearchParams } from "react-router";
import { PageSpinner } from "../../components/page-spinner";
import { REPORT_SPANS } from "./reports.api";
import { useT } from "./i18n";

const DEFAULT_WEEKS = 12;

/** The span in the address (`?weeks=26`), so a report can be shared or reloaded as it was. */
export function useReportWeeks([params, setParams]: ReturnType<typeof useSearchParams>) {
  const asked = Number(params.get("weeks"));
  const weeks = (REPORT_SPANS as readonly number[]).includes(asked) ? asked : DEFAULT_WEEKS;
  const setWeeks = (next: number) => setParams({ weeks: String(next) }, { replace: true });
  return [weeks, setWeeks] as const;
}

export function SpanPills({ weeks, onChange }: { weeks: number; onChange: (weeks: number) => void }) {
  const t = useT();
  return (
    <div className="btn-group w-100 mb-3" role="group" aria-label={t("parts.span")}>
      {REPORT_SPANS.map((span) => (
        <button
          key={span}
          type="button"
          className={`btn btn-sm py-2 ${span === weeks ? "btn-primary" : "btn-outline-primary"}`}
          aria-pressed={span === weeks}
          onClick={() => onChange(span)}
        >
          {span < 52 ? t("parts.weeksShort", { weeks: span }) : t("parts.yearsShort", { years: span / 52 })}
        </button>
      ))}
    </div>
  );
}

/** A report's CSV download; without `onClick` (the span's weeks still loading) it is disabled. */
export function DownloadButton({ onClick }: { onClick?: () => void }) {
  const t = useT();
  return (
    <Button size="sm" variant="outline-primary" disabled={!onClick} onClick={onClick}>
      {t("parts.downloadCsv")}
    </Button>
  );
}

type ReportFrameProps = {
  note: string;
  weeks: number;
  onWeeks: (weeks: number) => void;
  /** The download button, reading the span's weeks (it suspends until they are in). */
  download: ReactNode;
  /** The report itself, reading the span's weeks. */
  children: ReactNode;
};

/**
 * A report screen: its note and CSV download, the span pills, then the report. The pills stay on screen
 * while a span loads; the download and the report wait for its weeks. NOTE: each span is a new boundary
 * (the key), so its spinner shows under the pills instead of the old span staying up unchanged.
 */
export function ReportFrame({ note, weeks, onWeeks, download, children }: ReportFrameProps) {
  return (
    <div className="report-page">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
        <p className="small text-body-secondary mb-0">{note}</p>
        <Suspense key={weeks} fallback={<DownloadButton />}>
          {download}
        </Suspense>
      </div>
      <SpanPills weeks={weeks} onChange={onWeeks} />
      <Suspense key={weeks} fallback={<PageSpinner />}>
        {children}
      </Suspense>
    </div>
  );
}
