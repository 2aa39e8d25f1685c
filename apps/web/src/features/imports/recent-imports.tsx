import { useQueryErrorResetBoundary, useSuspenseQuery } from "@tanstack/react-query";
import type { ImportJob } from "@topset/shared";
import { Suspense } from "react";
import { ErrorBoundary } from "../../components/error-boundary";
import { sourceNames } from "./import-job-view";
import { importsQuery } from "./imports.api";
import { formatDate, formatNumber } from "../../lib/i18n";
import { t, useT } from "./i18n";

function statusText(job: ImportJob): string {
  if (job.status === "failed") return t("recent.failed");
  if (job.status !== "done") return formatNumber(job.progress / 100, { style: "percent" });
  if (job.dry_run) return t("recent.checked");
  return t("recent.counts", { sessions: formatNumber(job.sessions), sets: formatNumber(job.sets) });
}

/** "12/7/2026" in English (as toLocaleDateString wrote it), "7.12.2026" in German. */
const NUMERIC_DATE = { year: "numeric", month: "numeric", day: "numeric" } as const;

type Props = { current: number | null; onOpen: (id: number) => void };

/**
 * The member's earlier imports (newest first); each opens again where it stands. The list sits under
 * the import card: it loads on its own and shows nothing until it has (or when it could not be read).
 */
export function RecentImports(props: Props) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary fallback={() => null} onReset={reset}>
      <Suspense fallback={null}>
        <RecentImportList {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function RecentImportList({ current, onOpen }: Props) {
  const t = useT();
  const { data: imports } = useSuspenseQuery(importsQuery());
  const jobs = imports.filter((job) => job.id !== current);
  if (jobs.length === 0) return null;
  return (
    <section aria-label={t("recent.label")}>
      <h2 className="h6 fw-bold">{t("recent.label")}</h2>
      <ul className="list-group">
        {jobs.map((job) => (
          <li key={job.id} className="list-group-item p-0">
            <button
              type="button"
              className="btn w-100 text-start d-flex justify-content-between gap-2 px-3 py-2 border-0"
              onClick={() => onOpen(job.id)}
            >
              <span className="text-truncate">
                {sourceNames[job.source]} · {formatDate(job.created_at, NUMERIC_DATE)}
                <span className="d-block small text-body-secondary text-truncate">{job.file_name}</span>
              </span>
              <span className="small text-body-secondary flex-shrink-0 align-self-center">
                {statusText(job)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
