import { e1rm, e1rmRpeTable, type SetLike } from "@topset/shared";
import { useState, type FormEvent } from "react";
import Button from "react-bootstrap/Button";
import { NumberField } from "../../components/number-field";
import { PageTitle } from "../../components/page-title";
import { useE1rmMethod } from "../../lib/e1rm-method";
import {
  check,
  optionalRpeField,
  repsField,
  repsInput,
  rpeInput,
  weightField,
  weightInput,
} from "./calculator-fields";
import { LoadTable } from "./load-table";
import { useUnit } from "./use-unit";
import "./calculators.css";

/** /dashboard/tools/calculators/one-rep-max-calculator: e1RM by the 3 % formula and by the RPE chart. */
export function OneRepMaxPage() {
  const { label, format } = useUnit();
  const method = useE1rmMethod();
  const [reps, setReps] = useState("");
  const [weight, setWeight] = useState("");
  const [rpe, setRpe] = useState("");
  const [set, setSet] = useState<SetLike>();
  const fields = {
    reps: check(repsField, reps),
    weight: check(weightField, weight),
    rpe: check(optionalRpeField, rpe),
  };
  const ready = fields.reps.value !== undefined && fields.weight.value !== undefined && !fields.rpe.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setSet({ reps: fields.reps.value!, weight: fields.weight.value!, rpe: fields.rpe.value ?? null });
  };

  const byFormula = set && e1rm(set);
  const byChart = set && e1rmRpeTable(set);
  return (
    <>
      <PageTitle
        icon="bi-calculator"
        title="One-rep max calculator"
        subtitle="Your estimated 1RM from one set"
      />
      <form className="card border-0 shadow-sm p-3 mb-3" onSubmit={submit} noValidate>
        <div className="row g-2">
          <div className="col-4">
            <NumberField
              id="orm-reps"
              compact
              decimal
              label="Reps"
              value={reps}
              onChange={setReps}
              error={fields.reps.error}
              {...repsInput}
            />
          </div>
          <div className="col-4">
            <NumberField
              id="orm-weight"
              compact
              decimal
              label={`Weight (${label})`}
              value={weight}
              onChange={setWeight}
              error={fields.weight.error}
              {...weightInput}
            />
          </div>
          <div className="col-4">
            <NumberField
              id="orm-rpe"
              compact
              decimal
              label="RPE"
              optional
              value={rpe}
              onChange={setRpe}
              error={fields.rpe.error}
              {...rpeInput}
            />
          </div>
        </div>
        <Button type="submit" className="mt-3 w-100" disabled={!ready}>
          Calculate
        </Button>
      </form>

      <section className="row g-2 mb-3" aria-label="Estimated one-rep max" aria-live="polite">
        <ResultTile
          title="3 % formula"
          value={byFormula === undefined ? undefined : format(byFormula)}
          chosen={method === "formula"}
          testId="e1rm-formula"
        />
        <ResultTile
          title="RPE chart"
          value={byChart === undefined ? undefined : format(byChart)}
          missing={set ? "Off the chart (reps 1–12, RPE 6–10)" : undefined}
          chosen={method === "rpe-table"}
          testId="e1rm-chart"
        />
      </section>

      {set && <LoadTable e1rm={byChart ?? byFormula!} highlight={set} />}
    </>
  );
}

type ResultTileProps = { title: string; value?: string; missing?: string; chosen: boolean; testId: string };

function ResultTile({ title, value, missing, chosen, testId }: ResultTileProps) {
  return (
    <div className="col-6">
      <div className="card border-0 shadow-sm p-3 h-100 text-center">
        <div className="small text-body-secondary">
          {title}{" "}
          {chosen && (
            <span className="badge text-bg-secondary ms-1" title="Your account's e1RM method (Settings)">
              yours
            </span>
          )}
        </div>
        <div className="calc-result fw-bold" data-testid={testId}>
          {value ??
            (missing ? <span className="fs-6 fw-normal text-body-secondary">{missing}</span> : "[ e1RM ]")}
        </div>
      </div>
    </div>
  );
}
