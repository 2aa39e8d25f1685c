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
import { formatNumber } from "../../lib/i18n";
import { useT, weightText } from "./i18n";

type Source = "set" | "e1rm";
const sources = [
  { value: "set", label: "common.fromASet" },
  { value: "e1rm", label: "common.fromAnE1rm" },
] as const;

/** /dashboard/tools/calculators/rpe-calculator: the load for a target reps × RPE, by the RPE chart. */
export function RpeCalculatorPage() {
  const t = useT();
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
    if (e1rm === undefined) knownProblem = t("rpe.setOffChart");
  }
  const wanted = f.targetReps.value !== undefined && f.targetRpe.value !== undefined;
  const percent = wanted ? rpePercent(f.targetReps.value!, f.targetRpe.value!) : undefined;
  const load =
    e1rm !== undefined && wanted
      ? loadFor({ e1rm, reps: f.targetReps.value!, rpe: f.targetRpe.value! })
      : undefined;

  return (
    <>
      <PageTitle icon={speedometer2Icon} title={t("rpe.title")} subtitle={t("rpe.subtitle")} />
      <ModePills
        label={t("common.startFrom")}
        value={source}
        options={sources.map((s) => ({ value: s.value, label: t(s.label) }))}
        onChange={setSource}
      />
      <section className="card border-0 shadow-sm p-3 mb-3" aria-label={t("rpe.whatYouKnow")}>
        {source === "set" ? (
          <div className="row g-2">
            <div className="col-4">
              <NumberField
                id="rpe-known-reps"
                compact
                decimal
                label={t("common.reps")}
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
                label={t("common.weightWithUnit", { unit: label })}
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
                label={t("common.rpe")}
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
            label={t("common.e1rm")}
            suffix={label}
            value={known.e1rm}
            onChange={edit("e1rm")}
            error={f.e1rm.error}
            {...weightInput}
          />
        )}
        {knownProblem && <p className="text-danger small mt-2 mb-0">{knownProblem}</p>}
      </section>

      <section className="card border-0 shadow-sm p-3 mb-3" aria-label={t("common.target")}>
        <h2 className="h6 fw-semibold mb-2">{t("common.target")}</h2>
        <div className="row g-2">
          <div className="col-6">
            <NumberField
              id="rpe-target-reps"
              compact
              decimal
              label={t("common.reps")}
              value={target.reps}
              onChange={(reps) => setTarget((old) => ({ ...old, reps }))}
              error={f.targetReps.error}
              {...repsInput}
            />
          </div>
          <div className="col-6">
            <NumberField
              id="rpe-target-rpe"
              compact
              decimal
              label={t("common.rpe")}
              value={target.rpe}
              onChange={(rpe) => setTarget((old) => ({ ...old, rpe }))}
              error={f.targetRpe.error}
              {...rpeInput}
            />
          </div>
        </div>
        {wanted && percent === undefined && (
          <p className="text-danger small mt-2 mb-0">{t("rpe.offChart")}</p>
        )}
      </section>

      <section
        className="card border-0 shadow-sm p-3 text-center"
        aria-label={t("rpe.load")}
        aria-live="polite"
      >
        <div className="small text-body-secondary">{t("rpe.load")}</div>
        <div className="calc-result fw-bold" data-testid="rpe-load">
          {load === undefined ? t("rpe.loadPlaceholder") : format(roundToIncrement(load, step))}
        </div>
        {load !== undefined && (
          <div className="small text-body-secondary" data-testid="rpe-load-detail">
            {t("rpe.detail", {
              exact: format(load),
              percent: formatNumber(roundTo(percent! * 100, 1)),
              e1rm: format(e1rm!),
              step: weightText(step),
              unit,
            })}
          </div>
        )}
      </section>
    </>
  );
}
