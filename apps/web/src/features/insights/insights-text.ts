import {
  convertWeight,
  heavySetsSoFar,
  MIN_PREDICTIONS,
  rankMethods,
  roundTo,
  type MethodAccuracyWire,
  type PlateauWire,
  type PrChanceWire,
  type ReadinessWire,
  type WeightUnit,
} from "@topset/shared";
import { formatNumber } from "../../lib/i18n";
import { t } from "./i18n";
import { figure, signed, type Weights } from "./weights";

type Contribution = NonNullable<ReadinessWire["today"]>["contributions"][number];

/** How a method is named in a sentence ("the standard RPE chart"). */
export const methodName = (method: MethodAccuracyWire["method"]) => t(`accuracy.methods.${method}`);

/** "Fatigue −3.5 kg": what one factor moves today's expected max by. */
export const contributionText = (c: Contribution, w: Weights) =>
  t("readiness.contribution", {
    factor: t(`readiness.factors.${c.factor}`),
    change: signed(w.inUnit(c.kg)),
    unit: w.unit,
  });

/** Said instead of a prediction when the model has not beaten "same as last time". */
export function noBetterText(r: ReadinessWire, w: Weights): string {
  if (r.model.mae_kg == null || r.no_change.mae_kg == null) return t("readiness.noBetterTooFew");
  return t("readiness.noBetter", { model: w.text(r.model.mae_kg), noChange: w.text(r.no_change.mae_kg) });
}

/** "Flat for 6 weeks: −0.2 kg/week (−0.9 to +0.5), best 182.5 kg vs 182.5 kg before". */
export function plateauEvidence(p: PlateauWire, w: Weights): string {
  const parts: string[] = [];
  if (p.slope_kg_per_week != null) {
    const slope = signed(w.inUnit(p.slope_kg_per_week));
    parts.push(
      p.slope_low != null && p.slope_high != null
        ? t("plateaus.slopeRange", {
            slope,
            unit: w.unit,
            low: signed(w.inUnit(p.slope_low)),
            high: signed(w.inUnit(p.slope_high)),
          })
        : t("plateaus.slope", { slope, unit: w.unit }),
    );
  }
  if (p.best_recent_kg != null && p.best_before_kg != null)
    parts.push(t("plateaus.best", { recent: w.text(p.best_recent_kg), before: w.text(p.best_before_kg) }));
  const lead = t("plateaus.flat", { count: p.weeks });
  return parts.length > 0 ? t("plateaus.withEvidence", { lead, evidence: parts.join(", ") }) : lead;
}

/** "62 % chance to make 190 kg today" (under 1 % and over 99 % said so, never 0 or 100). */
export function prChanceText(answer: PrChanceWire, weight: number, w: Weights): string {
  const values = {
    weight: formatNumber(weight, { maximumFractionDigits: 2, useGrouping: false }),
    unit: w.unit,
  };
  if (answer.chance < 0.01) return t("prChance.under", values);
  if (answer.chance > 0.99) return t("prChance.over", values);
  return t("prChance.chance", { ...values, percent: Math.round(answer.chance * 100) });
}

/** "Expected today 185 kg ± 4 kg, from your readiness." */
export function prChanceBasis(answer: PrChanceWire, w: Weights): string {
  const values = { expected: w.text(answer.expected_kg), spread: w.text(answer.spread_kg) };
  return t(answer.source === "readiness" ? "prChance.basisReadiness" : "prChance.basisLast", values);
}

/** Sessions the drift sentence averages: the latest few, what the lifter does now. */
export const RECENT_SESSIONS = 5;

/** "Over your last 5 sessions your sets ran about 0.5 RPE harder than planned." */
export function driftSentence(points: readonly { planned: number; realised: number }[]): string | null {
  const recent = points.slice(-RECENT_SESSIONS);
  if (recent.length === 0) return null;
  const mean = recent.reduce((a, p) => a + (p.realised - p.planned), 0) / recent.length;
  const half = Math.round(mean * 2) / 2;
  const values = { sessions: recent.length, rpe: figure(Math.abs(half)) };
  if (recent.length === 1)
    return t(half === 0 ? "drift.lastOn" : half > 0 ? "drift.lastHarder" : "drift.lastEasier", values);
  return t(half === 0 ? "drift.manyOn" : half > 0 ? "drift.manyHarder" : "drift.manyEasier", values);
}

/**
 * The walk-forward result in one sentence (the shared `accuracySentence`, in the language on screen):
 * the method that has been closest on this lift's heavy sets, by how much, and how much closer than the
 * next best; none named until the best one was checked on `MIN_PREDICTIONS` heavy sets.
 */
export function accuracyText(
  methods: readonly MethodAccuracyWire[],
  liftName: string,
  unit: WeightUnit = "kg",
): string {
  const [best, next] = rankMethods(methods);
  if (!best || best.predictions < MIN_PREDICTIONS)
    return t("accuracy.notEnough", { sets: heavySetsSoFar(methods), needed: MIN_PREDICTIONS });
  const inUnit = (kg: number) => roundTo(convertWeight(kg, "kg", unit), 1);
  const error = t("accuracy.error", {
    error: figure(inUnit(best.mae_kg)),
    unit,
    pct: figure(roundTo(best.mae_pct, 1)),
    sets: best.predictions,
  });
  const values = { lift: liftName, best: methodName(best.method), error };
  if (!next) return t("accuracy.best", values);
  const margin = inUnit(next.mae_kg - best.mae_kg);
  if (margin === 0) return t("accuracy.equal", { ...values, next: methodName(next.method) });
  return t("accuracy.bestCloser", { ...values, next: methodName(next.method), margin: figure(margin), unit });
}
