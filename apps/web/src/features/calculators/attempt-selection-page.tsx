import { ATTEMPT_PERCENTS, calculatorWeightSchema, selectAttempts, type AttemptBasis } from "@topset/shared";
import { useState } from "react";
import { PageTitle } from "../../components/page-title";
import { check, weightInput } from "./calculator-fields";
import { ModePills } from "./mode-pills";
import { NumberField } from "../../components/number-field";
import { useUnit } from "./use-unit";
import "./calculators.css";
import { trophyIcon } from "../../components/icons";
import { formatNumber } from "../../lib/i18n";
import { useT, weightText } from "./i18n";

const bases = [
  { value: "e1rm", label: "common.fromAnE1rm" },
  { value: "goal", label: "common.fromAGoal" },
] as const;

const ATTEMPTS = [
  { key: "opener", title: "attempts.opener" },
  { key: "second", title: "attempts.second" },
  { key: "third", title: "attempts.third" },
] as const;

/** /dashboard/tools/calculators/attempt-selection-calculator: meet-day attempts for one lift. */
export function AttemptSelectionPage() {
  const t = useT();
  const { unit, label, step } = useUnit();
  const [basis, setBasis] = useState<AttemptBasis>("e1rm");
  const [text, setText] = useState("");
  const reference = check(calculatorWeightSchema, text);
  const attempts = reference.value === undefined ? undefined : selectAttempts(reference.value, basis, unit);
  const pct = ATTEMPT_PERCENTS[basis];

  return (
    <>
      <PageTitle icon={trophyIcon} title={t("attempts.title")} subtitle={t("attempts.subtitle")} />
      <ModePills
        label={t("common.startFrom")}
        value={basis}
        options={bases.map((b) => ({ value: b.value, label: t(b.label) }))}
        onChange={setBasis}
      />
      <section className="card border-0 shadow-sm p-3 mb-3" aria-label={t("attempts.reference")}>
        <NumberField
          id="attempt-reference"
          compact
          decimal
          label={basis === "e1rm" ? t("attempts.yourE1rm") : t("attempts.yourGoal")}
          suffix={label}
          value={text}
          onChange={setText}
          error={reference.error}
          {...weightInput}
        />
      </section>

      <section className="row g-2 mb-3" aria-label={t("attempts.attempts")} aria-live="polite">
        {ATTEMPTS.map(({ key, title }) => (
          <div className="col-4" key={key}>
            <div className="attempt-tile card border-0 shadow-sm p-2 h-100 text-center">
              <div className="small fw-semibold">{t(title)}</div>
              <div className="calc-result fw-bold" data-testid={`attempt-${key}`}>
                {attempts ? weightText(attempts[key]) : "–"}
              </div>
              <div className="small text-body-secondary">
                {t("attempts.percent", {
                  unit: label,
                  percent: formatNumber(Math.round(pct[key] * 1000) / 10),
                })}
              </div>
            </div>
          </div>
        ))}
      </section>
      <p className="small text-body-secondary">{t("attempts.note", { step: weightText(step), unit })}</p>
    </>
  );
}
