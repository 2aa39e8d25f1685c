import type { useSearchParams } from "react-router";
import { REPORT_SPANS } from "./reports.api";

const DEFAULT_WEEKS = 12;

/** The span in the address (`?weeks=26`), so a report can be shared or reloaded as it was. */
export function useReportWeeks([params, setParams]: ReturnType<typeof useSearchParams>) {
  const asked = Number(params.get("weeks"));
  const weeks = (REPORT_SPANS as readonly number[]).includes(asked) ? asked : DEFAULT_WEEKS;
  const setWeeks = (next: number) => setParams({ weeks: String(next) }, { replace: true });
  return [weeks, setWeeks] as const;
}

export function SpanPills({ weeks, onChange }: { weeks: number; onChange: (weeks: number) => void }) {
  return (
    <div className="btn-group w-100 mb-3" role="group" aria-label="Span">
      {REPORT_SPANS.map((span) => (
        <button
          key={span}
          type="button"
          className={`btn btn-sm py-2 ${span === weeks ? "btn-primary" : "btn-outline-primary"}`}
          aria-pressed={span === weeks}
          onClick={() => onChange(span)}
        >
          {span < 52 ? `${span} wk` : `${span / 52} yr`}
        </button>
      ))}
    </div>
  );
}
