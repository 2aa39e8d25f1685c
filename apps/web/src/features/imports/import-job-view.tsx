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

export const sourceNames = { strong: "Strong", hevy: "Hevy", fitnotes: "FitNotes" } as const;

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" }) : "";

/** "Strong file · 11 Jan 2019 – 1 Jun 2025": what was recognized, before any count. */
function FileLine({ job }: { job: ImportJob }) {
  const span =
    job.first_workout_at && job.last_workout_at
      ? ` · ${day(job.first_workout_at)} – ${day(job.last_workout_at)}`
      : "";
  return (
    <p className="small text-body-secondary mb-2 text-break">
      <span className="fw-semibold text-body">{sourceNames[job.source]} file</span>
      {span} · {job.file_name}
    </p>
  );
}

/** Rows left out, with why: nothing is dropped without saying so. */
function Skipped({ job }: { job: ImportJob }) {
  if (job.skipped === 0) return null;
  return (
    <div className="small mt-2">
      <span className="fw-semibold">Left out: {count(job.skipped, "row")}</span>
      <ul className="mb-0 ps-3">
        {job.skipped_reasons.map((r) => (
          <li key={r.reason}>
            {r.reason}: {r.count.toLocaleString()}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Counts({ job, verb }: { job: ImportJob; verb: string }) {
  return (
    <dl className="import-counts mb-0">
      <div>
        <dt>{verb} sessions</dt>
        <dd>{job.sessions.toLocaleString()}</dd>
      </div>
      <div>
        <dt>{verb} sets</dt>
        <dd>{job.sets.toLocaleString()}</dd>
      </div>
      <div>
        <dt>New exercises</dt>
        <dd>{job.new_exercises.toLocaleString()}</dd>
      </div>
      {job.existing_sessions > 0 && (
        <div>
          <dt>Already here</dt>
          <dd>{job.existing_sessions.toLocaleString()}</dd>
        </div>
      )}
    </dl>
  );
}

/** The newest sessions the import created, by name and date (read once; it warms their screens too). */
function ImportedSessionLinks({ ids }: { ids: number[] }) {
  const sessions = useQueries({ queries: ids.map((id) => sessionQuery(id)) });
  if (ids.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="small fw-semibold mb-1">Newest imported sessions</p>
      <ul className="list-group">
        {ids.map((id, i) => {
          const session = sessions[i]?.data;
          return (
            <li key={id} className="list-group-item p-0">
              <Link
                className="d-flex justify-content-between gap-2 px-3 py-2 text-decoration-none"
                to={paths.sessionDetails.href(id)}
              >
                <span className="text-truncate">{session?.name ?? "Session"}</span>
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
    const label = job.dry_run ? "Reading the file" : "Importing";
    return (
      <section aria-label="Import progress">
        <FileLine job={job} />
        <p className="mb-2 fw-semibold">
          {label}… {job.progress}%
        </p>
        <ProgressBar now={job.progress} animated aria-label={label} />
      </section>
    );
  }

  if (job.status === "failed") {
    return (
      <section aria-label="Import failed">
        <Alert variant="danger" className="mb-3">
          <p className="fw-semibold mb-1">Nothing was imported: the file could not be read.</p>
          <ul className="mb-0 ps-3 small">
            {job.errors.slice(0, 10).map((e) => (
              <li key={`${e.row}-${e.msg}`}>{e.row > 0 ? `Line ${e.row}: ${e.msg}` : e.msg}</li>
            ))}
          </ul>
        </Alert>
        <Button variant="outline-secondary" onClick={onRestart}>
          Choose another file
        </Button>
      </section>
    );
  }

  if (job.dry_run) {
    const nothingNew = job.sessions === 0;
    return (
      <section aria-label="Import preview">
        <FileLine job={job} />
        <Counts job={job} verb="New" />
        <Skipped job={job} />
        {nothingNew && (
          <Alert variant="info" className="mt-3 mb-0 small">
            Every workout in this file is already in your log: importing it adds nothing.
          </Alert>
        )}
        <div className="d-flex gap-2 mt-3">
          <Button className="flex-grow-1 py-2" onClick={onConfirm} disabled={confirming || nothingNew}>
            {confirming && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Import {count(job.sessions, "session")}
          </Button>
          <Button variant="outline-secondary" onClick={onRestart} disabled={confirming}>
            Cancel
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-label="Import done">
      <Alert variant="success" className="mb-3">
        <p className="fw-semibold mb-0">
          Imported {count(job.sessions, "session")} and {count(job.sets, "set")}.
        </p>
      </Alert>
      <FileLine job={job} />
      <Counts job={job} verb="Created" />
      <Skipped job={job} />
      <ImportedSessionLinks ids={job.session_ids.slice(0, 3)} />
      <div className="d-flex gap-2 mt-3">
        <Link className="btn btn-primary flex-grow-1 py-2" to={paths.sessions.href()}>
          Open my sessions
        </Link>
        <Button variant="outline-secondary" onClick={onRestart}>
          Import another
        </Button>
      </div>
    </section>
  );
}
