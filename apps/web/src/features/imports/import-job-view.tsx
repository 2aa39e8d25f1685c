import type { ImportJob } from "@topset/shared";
import { useQueries } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import ProgressBar from "react-bootstrap/ProgressBar";
import Spinner from "react-bootstrap/Spinner";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { sessionQuery } from "../../lib/training-session";
import { useRefreshAfterImport } from "./imports.api";
import { formatDate, formatNumber, translateText } from "../../lib/i18n";
import { useT } from "./i18n";

export const sourceNames = { strong: "Strong", hevy: "Hevy", fitnotes: "FitNotes" } as const;

/** The values of a counted text ("3 sessions"): the plural by `count`, `n` written in the language on screen. */
const counted = (n: number) => ({ count: n, n: formatNumber(n) });
const day = (iso: string | null) =>
  iso ? formatDate(iso, { year: "numeric", month: "short", day: "numeric" }) : "";

/** "Strong file · 11 Jan 2019 – 1 Jun 2025": what was recognized, before any count. */
function FileLine({ job }: { job: ImportJob }) {
  const t = useT();
  const span =
    job.first_workout_at && job.last_workout_at
      ? ` · ${day(job.first_workout_at)} – ${day(job.last_workout_at)}`
      : "";
  return (
    <p className="small text-body-secondary mb-2 text-break">
      <span className="fw-semibold text-body">{t("job.file", { source: sourceNames[job.source] })}</span>
      {span} · {job.file_name}
    </p>
  );
}

/** Rows left out, with why: nothing is dropped without saying so. */
function Skipped({ job }: { job: ImportJob }) {
  const t = useT();
  if (job.skipped === 0) return null;
  return (
    <div className="small mt-2">
      <span className="fw-semibold">{t("job.leftOut", counted(job.skipped))}</span>
      <ul className="mb-0 ps-3">
        {job.skipped_reasons.map((r) => (
          <li key={r.reason}>
            {t("job.reason", { reason: translateText(r.reason), n: formatNumber(r.count) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Counts({ job, created }: { job: ImportJob; created: boolean }) {
  const t = useT();
  return (
    <dl className="import-counts mb-0">
      <div>
        <dt>{created ? t("job.createdSessions") : t("job.newSessions")}</dt>
        <dd>{formatNumber(job.sessions)}</dd>
      </div>
      <div>
        <dt>{created ? t("job.createdSets") : t("job.newSets")}</dt>
        <dd>{formatNumber(job.sets)}</dd>
      </div>
      <div>
        <dt>{t("job.newExercises")}</dt>
        <dd>{formatNumber(job.new_exercises)}</dd>
      </div>
      {job.existing_sessions > 0 && (
        <div>
          <dt>{t("job.alreadyHere")}</dt>
          <dd>{formatNumber(job.existing_sessions)}</dd>
        </div>
      )}
    </dl>
  );
}

/** The newest sessions the import created, by name and date (read once; it warms their screens too). */
function ImportedSessionLinks({ ids }: { ids: number[] }) {
  const t = useT();
  const sessions = useQueries({ queries: ids.map((id) => sessionQuery(id)) });
  if (ids.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="small fw-semibold mb-1">{t("job.newestSessions")}</p>
      <ul className="list-group">
        {ids.map((id, i) => {
          const session = sessions[i]?.data;
          return (
            <li key={id} className="list-group-item p-0">
              <Link
                className="d-flex justify-content-between gap-2 px-3 py-2 text-decoration-none"
                to={paths.sessionDetails.href(id)}
              >
                <span className="text-truncate">{session?.name ?? t("job.session")}</span>
                <span className="text-body-secondary small flex-shrink-0">
                  {session ? day(session.start_date) : ""}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type Props = {
  job: ImportJob;
  onConfirm: () => void;
  confirming: boolean;
  onRestart: () => void;
};

/** One import as it goes: reading, the dry run's preview to confirm, importing, then what landed. */
export function ImportJobView({ job, onConfirm, confirming, onRestart }: Props) {
  const t = useT();
  const refresh = useRefreshAfterImport();
  const refreshed = useRef(false);
  const landed = job.status === "done" && !job.dry_run;
  useEffect(() => {
    // The sessions, exercises and history the app holds are stale once an import lands.
    if (landed && !refreshed.current) {
      refreshed.current = true;
      void refresh();
    }
  }, [landed, refresh]);

  if (job.status === "queued" || job.status === "running") {
    const label = job.dry_run ? t("job.reading") : t("job.importing");
    return (
      <section aria-label={t("job.progressLabel")}>
        <FileLine job={job} />
        <p className="mb-2 fw-semibold">{t("job.progress", { label, progress: job.progress })}</p>
        <ProgressBar now={job.progress} animated aria-label={label} />
      </section>
    );
  }

  if (job.status === "failed") {
    return (
      <section aria-label={t("job.failedLabel")}>
        <Alert variant="danger" className="mb-3">
          <p className="fw-semibold mb-1">{t("job.failed")}</p>
          <ul className="mb-0 ps-3 small">
            {job.errors.slice(0, 10).map((e) => (
              <li key={`${e.row}-${e.msg}`}>
                {e.row > 0
                  ? t("job.line", { row: e.row, message: translateText(e.msg) })
                  : translateText(e.msg)}
              </li>
            ))}
          </ul>
        </Alert>
        <Button variant="outline-secondary" onClick={onRestart}>
          {t("job.chooseAnother")}
        </Button>
      </section>
    );
  }

  if (job.dry_run) {
    const nothingNew = job.sessions === 0;
    return (
      <section aria-label={t("job.previewLabel")}>
        <FileLine job={job} />
        <Counts job={job} created={false} />
        <Skipped job={job} />
        {nothingNew && (
          <Alert variant="info" className="mt-3 mb-0 small">
            {t("job.nothingNew")}
          </Alert>
        )}
        <div className="d-flex gap-2 mt-3">
          <Button className="flex-grow-1 py-2" onClick={onConfirm} disabled={confirming || nothingNew}>
            {confirming && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t("job.import", counted(job.sessions))}
          </Button>
          <Button variant="outline-secondary" onClick={onRestart} disabled={confirming}>
            {t("job.cancel")}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-label={t("job.doneLabel")}>
      <Alert variant="success" className="mb-3">
        <p className="fw-semibold mb-0">
          {t("job.imported", {
            sessions: t("job.sessions", counted(job.sessions)),
            sets: t("job.sets", counted(job.sets)),
          })}
        </p>
      </Alert>
      <FileLine job={job} />
      <Counts job={job} created />
      <Skipped job={job} />
      <ImportedSessionLinks ids={job.session_ids.slice(0, 3)} />
      <div className="d-flex gap-2 mt-3">
        <Link className="btn btn-primary flex-grow-1 py-2" to={paths.sessions.href()}>
          {t("job.openSessions")}
        </Link>
        <Button variant="outline-secondary" onClick={onRestart}>
          {t("job.importAnother")}
        </Button>
      </div>
    </section>
  );
}
