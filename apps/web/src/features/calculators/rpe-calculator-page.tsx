import {
  calculatorRepsSchema,
  calculatorRpeSchema,
  calculatorWeightSchema,
  e1rmRpeTable,
  loadFor,
  rpePercent,
  roundTo,
  roundToIncrement,
} from "@topset/shared";
import { useState } from "react";
import { NumberField } from "../../components/number-field";
import { PageTitle } from "../../components/page-title";
import { check, repsInput, rpeInput, weightInput } from "./calculator-fields";
import { ModePills } from "./mode-pills";
import { useUnit } from "./use-unit";
import "./calculators.css";
import { speedometer2Icon } from "../../components/icons";

type Source = "set" | "e1rm";
const sources = [
  { value: "set", label: "From a set" },
  { value: "e1rm", label: "From an e1RM" },
] as const;

const OFF_CHART = "The RPE chart covers 1 to 12 reps at RPE 6 to 10.";

/** /dashboard/tools/calculators/rpe-calculator: the load for a target reps × RPE, by the RPE chart. */
export function RpeCalculatorPage() {
  const { label, step, unit, format } = useUnit();
  const [source, setSource] = useState<Source>("set");
  const [known, setKnown] = useState({ reps: "", weight: "", rpe: "", e1rm: "" });
  const [target, setTarget] = useState({ reps: "", rpe: "" });
  const edit = (key: keyof typeof known) => (value: string) => setKnown((k) => ({ ...k, [key]: value }));

  const f = {
    reps: check(calculatorRepsSchema, known.reps),
    weight: check(calculatorWeightSchema, known.weight),
    rpe: check(calculatorRpeSchema, known.rpe),
    e1rm: check(calculatorWeightSchema, known.e1rm),
    targetReps: check(calculatorRepsSchema, target.reps),
    targetRpe: check(calculatorRpeSchema, target.rpe),
  };

  // The known side gives an e1RM; from a set it comes from the same chart, so a set → same set is exact.
  let e1rm: number | undefined;
  let knownProblem: string | undefined;
  if (source === "e1rm") e1rm = f.e1rm.value;
  else if (f.reps.value !== undefined && f.weight.value !== undefined && f.rpe.value !== undefined) {
    e1rm = e1rmRpeTable({ reps: f.reps.value, weight: f.weight.value, rpe: f.rpe.value });
    if (e1rm === undefined) knownProblem = `That set is off the chart. ${OFF_CHART}`;
  }
  const wanted = f.targetReps.value !== undefined && f.targetRpe.value !== undefined;
  const percent = wanted ? rpePercent(f.targetReps.value!, f.targetRpe.value!) : undefined;
  const load =
    e1rm !== undefined && wanted
      ? loadFor({ e1rm, reps: f.targetReps.value!, rpe: f.targetRpe.value! })
      : undefined;

  return (
    <>
      <PageTitle
        icon={speedometer2Icon}
        title="RPE calculator"
        subtitle="The load for a target reps and RPE"
      />
      <ModePills label="Start from" value={source} options={sources} onChange={setSource} />
      <section className="card border-0 shadow-sm p-3 mb-3" aria-label="What you know">
        {source === "set" ? (
          <div className="row g-2">
            <div className="col-4">
              <NumberField
                id="rpe-known-reps"
                compact
                decimal
                label="Reps"
                value={known.reps}
                onChange={edit("reps")}
                error={f.reps.error}
                {...repsInput}
              />
            </div>
            <div className="col-4">
              <NumberField
                id="rpe-known-weight"
                compact
                decimal
                label={`Weight (${label})`}
                value={known.weight}
                onChange={edit("weight")}
                error={f.weight.error}
                {...weightInput}
              />
            </div>
            <div className="col-4">
              <NumberField
                id="rpe-known-rpe"
                compact
                decimal
                label="RPE"
                value={known.rpe}
                onChange={edit("rpe")}
                error={f.rpe.error}
                {...rpeInput}
              />
            </div>
          </div>
        ) : (
          <NumberField
            id="rpe-known-e1rm"
            compact
            decimal
            label="e1RM"
            suffix={label}
            value={known.e1rm}
            onChange={edit("e1rm")}
            error={f.e1rm.error}
            {...weightInput}
          />
        )}
        {knownProblem && <p className="text-danger small mt-2 mb-0">{knownProblem}</p>}
      </section>

      <section className="card border-0 shadow-sm p-3 mb-3" aria-label="Target">
        <h2 className="h6 fw-semibold mb-2">Target</h2>
        <div className="row g-2">
          <div className="col-6">
            <NumberField
              id="rpe-target-reps"
              compact
              decimal
              label="Reps"
              value={target.reps}
              onChange={(reps) => setTarget((t) => ({ ...t, reps }))}
              error={f.targetReps.error}
              {...repsInput}
            />
          </div>
          <div className="col-6">
            <NumberField
              id="rpe-target-rpe"
              compact
              decimal
              label="RPE"
              value={target.rpe}
              onChange={(rpe) => setTarget((t) => ({ ...t, rpe }))}
              error={f.targetRpe.error}
              {...rpeInput}
            />
          </div>
        </div>
        {wanted && percent === undefined && <p className="text-danger small mt-2 mb-0">{OFF_CHART}</p>}
      </section>

      <section className="card border-0 shadow-sm p-3 text-center" aria-label="Load" aria-live="polite">
        <div className="small text-body-secondary">Load</div>
        <div className="calc-result fw-bold" data-testid="rpe-load">
          {load === undefined ? "[ load ]" : format(roundToIncrement(load, step))}
        </div>
        {load !== undefined && (
          <div className="small text-body-secondary" data-testid="rpe-load-detail">
            {format(load)} exactly · {roundTo(percent! * 100, 1)} % of an e1RM of {format(e1rm!)} · rounded to{" "}
            {step} {unit}
          </div>
        )}
      </section>
    </>
  );
}
