import { ATTEMPT_PERCENTS, calculatorWeightSchema, selectAttempts, type AttemptBasis } from "@topset/shared";
import { useState } from "react";
import { PageTitle } from "../../components/page-title";
import { check, weightInput } from "./calculator-fields";
import { ModePills } from "./mode-pills";
import { NumberField } from "../../components/number-field";
import { useUnit } from "./use-unit";
import "./calculators.css";
import { trophyIcon } from "../../components/icons";

const bases = [
  { value: "e1rm", label: "From an e1RM" },
  { value: "goal", label: "From a goal" },
] as const;

const ATTEMPTS = [
  { key: "opener", title: "Opener" },
  { key: "second", title: "Second" },
  { key: "third", title: "Third" },
] as const;

/** /dashboard/tools/calculators/attempt-selection-calculator: meet-day attempts for one lift. */
export function AttemptSelectionPage() {
  const { unit, label, step } = useUnit();
  const [basis, setBasis] = useState<AttemptBasis>("e1rm");
  const [text, setText] = useState("");
  const reference = check(calculatorWeightSchema, text);
  const attempts = reference.value === undefined ? undefined : selectAttempts(reference.value, basis, unit);
  const pct = ATTEMPT_PERCENTS[basis];

  return (
    <>
      <PageTitle
        icon={trophyIcon}
        title="Attempt selection"
        subtitle="Opener, second and third for one lift"
      />
      <ModePills label="Start from" value={basis} options={bases} onChange={setBasis} />
      <section className="card border-0 shadow-sm p-3 mb-3" aria-label="Reference">
        <NumberField
          id="attempt-reference"
          compact
          decimal
          label={basis === "e1rm" ? "Your e1RM" : "Your goal (the third attempt)"}
          suffix={label}
          value={text}
          onChange={setText}
          error={reference.error}
          {...weightInput}
        />
      </section>

      <section className="row g-2 mb-3" aria-label="Attempts" aria-live="polite">
        {ATTEMPTS.map(({ key, title }) => (
          <div className="col-4" key={key}>
            <div className="attempt-tile card border-0 shadow-sm p-2 h-100 text-center">
              <div className="small fw-semibold">{title}</div>
              <div className="calc-result fw-bold" data-testid={`attempt-${key}`}>
                {attempts ? attempts[key] : "–"}
              </div>
              <div className="small text-body-secondary">
                {label} · {Math.round(pct[key] * 1000) / 10} %
              </div>
            </div>
          </div>
        ))}
      </section>
      <p className="small text-body-secondary">
        The opener is a weight you could triple in training, rounded down; the second and third go to the
        nearest {step} {unit}, each at least one step above the last. The usual ranges are 90–92 %, 95–97 %
        and 100–103 %.
      </p>
    </>
  );
}
