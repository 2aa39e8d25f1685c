import { useQuery } from "@tanstack/react-query";
import { MAX_IMPORT_BYTES, type WeightUnitInput } from "@topset/shared";
import { useState, type FormEvent } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useSearchParams } from "react-router";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
import { useCurrentUser } from "../../lib/auth-store";
import { browserTimeZone } from "../../lib/session";
import { ImportJobView } from "./import-job-view";
import { RecentImports } from "./recent-imports";
import { importQuery, strongExportUrl, useConfirmImport, useUploadImport } from "./imports.api";
import "./imports.css";

/** The zones a browser knows, the account's first (older browsers: just that one). */
function timeZones(first: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [first, ...all.filter((tz) => tz !== first && tz !== "UTC"), ...(first === "UTC" ? [] : ["UTC"])];
}

/** Step one: the file, and how to read what it does not say (its unit, its time zone). */
function PickFile({ onQueued }: { onQueued: (id: number) => void }) {
  const user = useCurrentUser();
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const [unit, setUnit] = useState<WeightUnitInput>(user?.weight_unit ?? "kg");
  const defaultZone = user?.timezone ?? browserTimeZone() ?? "UTC";
  const [timezone, setTimezone] = useState(defaultZone);
  const [alert, setAlert] = useState<FormAlertState>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || upload.isPending) return;
    // Said at once rather than after a long upload the server would refuse.
    if (file.size > MAX_IMPORT_BYTES)
      return setAlert({ variant: "danger", text: "The file is over 20 MB. Export a shorter span of time." });
    setAlert(null);
    upload.mutate(
      { file, weightUnit: unit, timezone },
      { onSuccess: onQueued, onError: (error) => setAlert({ variant: "danger", text: errorText(error) }) },
    );
  };

  return (
    <Form onSubmit={submit} noValidate>
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <Form.Group controlId="import-file" className="mb-3">
        <Form.Label className="fw-semibold">CSV export from Strong, Hevy or FitNotes</Form.Label>
        <Form.Control
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold mb-1">Weights in files that don’t say</legend>
        <div className="btn-group w-100" role="group">
          {(["kg", "lbs"] as const).map((u) => (
            <UnitChoice key={u} unit={u} checked={unit === u} onPick={() => setUnit(u)} />
          ))}
        </div>
        <Form.Text>Strong writes weights in the unit its app was set to, without saying which.</Form.Text>
      </fieldset>
      <Form.Group controlId="import-timezone" className="mb-3">
        <Form.Label className="fw-semibold">Time zone of the workouts</Form.Label>
        <Form.Select value={timezone} onChange={(e) => setTimezone(e.target.value)}>
          {timeZones(defaultZone).map((tz) => (
            <option key={tz} value={tz}>
              {tz.replaceAll("_", " ")}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button type="submit" className="w-100 py-2" disabled={!file || upload.isPending}>
        {upload.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Check the file
      </Button>
      <p className="small text-body-secondary mt-2 mb-0">
        Nothing is imported yet: you will see what the file holds first.
      </p>
    </Form>
  );
}

/** One unit choice of the kg / lbs toggle. */
function UnitChoice({
  unit,
  checked,
  onPick,
}: {
  unit: WeightUnitInput;
  checked: boolean;
  onPick: () => void;
}) {
  const id = `import-unit-${unit}`;
  return (
    <>
      <input
        type="radio"
        className="btn-check"
        name="import-unit"
        id={id}
        checked={checked}
        onChange={onPick}
      />
      <label className="btn btn-outline-primary py-2" htmlFor={id}>
        {unit}
      </label>
    </>
  );
}

/** The import in progress (its id in the address, so a reload or a lock screen keeps it). */
function CurrentImport({ id, onRestart }: { id: number; onRestart: () => void }) {
  const job = useQuery(importQuery(id));
  const confirm = useConfirmImport();
  const [alert, setAlert] = useState<FormAlertState>(null);
  if (job.isError) {
    return (
      <>
        <FormAlert alert={{ variant: "danger", text: errorText(job.error) }} onClose={onRestart} />
        <Button variant="outline-secondary" onClick={onRestart}>
          Choose another file
        </Button>
      </>
    );
  }
  if (!job.data) return <Spinner animation="border" role="status" aria-label="Loading the import" />;
  return (
    <>
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <ImportJobView
        job={job.data}
        confirming={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(id, { onError: (error) => setAlert({ variant: "danger", text: errorText(error) }) })
        }
        onRestart={onRestart}
      />
    </>
  );
}

/**
 * /dashboard/settings/data/import: history from other apps in, and the Strong-layout file out. A file is
 * first read as a dry run (nothing written), then imported on confirmation.
 */
export function ImportPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get("import")) || null;
  const show = (next: number | null) => setParams(next ? { import: String(next) } : {}, { replace: !next });

  return (
    <div className="import-page">
      <p className="text-body-secondary small mb-3">
        Bring your history from another app. Workouts already in your log are recognized and left as they are,
        so importing a newer export adds only what is new.
      </p>
      <section className="card card-body mb-4" aria-label="Import">
        {id ? <CurrentImport id={id} onRestart={() => show(null)} /> : <PickFile onQueued={show} />}
      </section>
      <section className="mb-4" aria-label="Export">
        <h2 className="h6 fw-bold">Export</h2>
        <p className="small text-body-secondary mb-2">
          Your whole history in Strong’s layout, which Strong-compatible apps (and this one) read.
        </p>
        <a className="btn btn-outline-primary w-100 py-2" href={strongExportUrl} download>
          Download Strong CSV
        </a>
      </section>
      <RecentImports current={id} onOpen={show} />
    </div>
  );
}
