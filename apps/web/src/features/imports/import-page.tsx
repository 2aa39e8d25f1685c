import { useQueryErrorResetBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { MAX_IMPORT_BYTES, importFieldsSchema, weightUnitSchema, type WeightUnitInput } from "@topset/shared";
import { Suspense, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useController, useForm, type UseFormRegisterReturn } from "react-hook-form";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { ErrorBoundary } from "../../components/error-boundary";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
import { useCurrentUser } from "../../lib/auth-store";
import { browserTimeZone } from "../../lib/session";
import { ImportJobView } from "./import-job-view";
import { RecentImports } from "./recent-imports";
import { importQuery, strongExportUrl, useConfirmImport, useUploadImport } from "./imports.api";
import "./imports.css";
import { formResolver } from "../../lib/i18n/form-resolver";
import { t, useT } from "./i18n";

// The unit and zone are POST /imports' shared fields, both always set here; the file goes as multipart
// beside them, its one rule the size limit (said at once rather than after a long upload the server would refuse).
const pickSchema = z.object({
  file: z.custom<File | null>().refine(
    (file) => !file || file.size <= MAX_IMPORT_BYTES,
    // A function: the message is read in the language on screen when the check runs.
    { error: () => t("pickFile.tooBig") },
  ),
  weight_unit: weightUnitSchema,
  timezone: importFieldsSchema.shape.timezone.unwrap(),
});
type PickForm = z.input<typeof pickSchema>;

/** The zones a browser knows, the account's first (older browsers: just that one). */
function timeZones(first: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [first, ...all.filter((tz) => tz !== first && tz !== "UTC"), ...(first === "UTC" ? [] : ["UTC"])];
}

/** Step one: the file, and how to read what it does not say (its unit, its time zone). */
function PickFile({ onQueued }: { onQueued: (id: number) => void }) {
  const t = useT();
  const user = useCurrentUser();
  const upload = useUploadImport();
  const defaultZone = user?.timezone ?? browserTimeZone() ?? "UTC";
  const { register, handleSubmit, control } = useForm<PickForm, unknown, z.output<typeof pickSchema>>({
    resolver: formResolver(pickSchema),
    defaultValues: { file: null, weight_unit: user?.weight_unit ?? "kg", timezone: defaultZone },
  });
  const { field: fileField } = useController({ control, name: "file" });
  const file = fileField.value ?? null;
  const [alert, setAlert] = useState<FormAlertState>(null);

  const submit = handleSubmit(
    ({ file, weight_unit, timezone }) => {
      if (!file || upload.isPending) return;
      setAlert(null);
      upload.mutate(
        { file, weightUnit: weight_unit, timezone },
        { onSuccess: onQueued, onError: (error) => setAlert({ variant: "danger", text: errorText(error) }) },
      );
    },
    // What the schema refuses (a file too big) shows in the form's alert, as the server's refusals do.
    (errors) => {
      const problem = errors.file?.message ?? errors.timezone?.message ?? errors.weight_unit?.message;
      if (problem) setAlert({ variant: "danger", text: problem });
    },
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <Form.Group controlId="import-file" className="mb-3">
        <Form.Label className="fw-semibold">{t("pickFile.file")}</Form.Label>
        <Form.Control
          type="file"
          accept=".csv,text/csv"
          name={fileField.name}
          ref={fileField.ref}
          onBlur={fileField.onBlur}
          onChange={(e) => fileField.onChange((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold mb-1">{t("pickFile.unitLegend")}</legend>
        <div className="btn-group w-100" role="group">
          {(["kg", "lbs"] as const).map((u) => (
            <UnitChoice key={u} unit={u} {...register("weight_unit")} />
          ))}
        </div>
        <Form.Text>{t("pickFile.unitHelp")}</Form.Text>
      </fieldset>
      <Form.Group controlId="import-timezone" className="mb-3">
        <Form.Label className="fw-semibold">{t("pickFile.timezone")}</Form.Label>
        <Form.Select {...register("timezone")}>
          {timeZones(defaultZone).map((tz) => (
            <option key={tz} value={tz}>
              {tz.replaceAll("_", " ")}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button type="submit" className="w-100 py-2" disabled={!file || upload.isPending}>
        {upload.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t("pickFile.check")}
      </Button>
      <p className="small text-body-secondary mt-2 mb-0">{t("pickFile.nothingYet")}</p>
    </Form>
  );
}

/** One unit choice of the kg / lbs toggle (a radio registered on the form's `weight_unit`). */
function UnitChoice({ unit, ...field }: { unit: WeightUnitInput } & UseFormRegisterReturn<"weight_unit">) {
  const id = `import-unit-${unit}`;
  return (
    <>
      <input type="radio" className="btn-check" id={id} value={unit} {...field} />
      <label className="btn btn-outline-primary py-2" htmlFor={id}>
        {unit}
      </label>
    </>
  );
}

/**
 * The import in progress (its id in the address, so a reload or a lock screen keeps it). A failed read
 * stays in the card with the way back to the file picker, instead of the route's error screen.
 */
function CurrentImport({ id, onRestart }: { id: number; onRestart: () => void }) {
  const t = useT();
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary
      key={id}
      onReset={reset}
      fallback={(error) => (
        <>
          <FormAlert alert={{ variant: "danger", text: errorText(error) }} onClose={onRestart} />
          <Button variant="outline-secondary" onClick={onRestart}>
            {t("importPage.chooseAnother")}
          </Button>
        </>
      )}
    >
      <Suspense fallback={<Spinner animation="border" role="status" aria-label={t("importPage.loading")} />}>
        <ImportProgress id={id} onRestart={onRestart} />
      </Suspense>
    </ErrorBoundary>
  );
}

function ImportProgress({ id, onRestart }: { id: number; onRestart: () => void }) {
  const { data: job } = useSuspenseQuery(importQuery(id));
  const confirm = useConfirmImport();
  const [alert, setAlert] = useState<FormAlertState>(null);
  return (
    <>
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <ImportJobView
        job={job}
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
  const t = useT();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get("import")) || null;
  const show = (next: number | null) => setParams(next ? { import: String(next) } : {}, { replace: !next });

  return (
    <div className="import-page">
      <p className="text-body-secondary small mb-3">{t("importPage.intro")}</p>
      <section className="card card-body mb-4" aria-label={t("importPage.importLabel")}>
        {id ? <CurrentImport id={id} onRestart={() => show(null)} /> : <PickFile onQueued={show} />}
      </section>
      <section className="mb-4" aria-label={t("importPage.exportLabel")}>
        <h2 className="h6 fw-bold">{t("importPage.exportTitle")}</h2>
        <p className="small text-body-secondary mb-2">{t("importPage.exportText")}</p>
        <a className="btn btn-outline-primary w-100 py-2" href={strongExportUrl} download>
          {t("importPage.downloadStrong")}
        </a>
      </section>
      <RecentImports current={id} onOpen={show} />
    </div>
  );
}
