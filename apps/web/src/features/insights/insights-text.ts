import type { PlateauWire, PrChanceWire, ReadinessWire } from "@topset/shared";
import { signed, type Weights } from "./weights";

type Contribution = NonNullable<ReadinessWire["today"]>["contributions"][number];

const FACTOR_NAMES: Record<Contribution["factor"], string> = {
  fitness: "Fitness",
  fatigue: "Fatigue",
  sleep: "Sleep",
  stress: "Stress",
  bodyweight: "Bodyweight",
};

/** "Fatigue −3.5 kg": what one factor moves today's expected max by. */
export const contributionText = (c: Contribution, w: Weights) =>
  `${FACTOR_NAMES[c.factor]} ${signed(w.inUnit(c.kg))} ${w.unit}`;

/** Said instead of a prediction when the model has not beaten "same as last time". */
export function noBetterText(r: ReadinessWire, w: Weights): string {
  const lead = "Your history does not predict day-to-day form better than “same as last time” yet";
  if (r.model.mae_kg == null || r.no_change.mae_kg == null) return `${lead} (too few days to compare).`;
  return `${lead} (model off by ${w.text(r.model.mae_kg)}, no-change off by ${w.text(r.no_change.mae_kg)}).`;
}

/** "Flat for 6 weeks: −0.2 kg/week (−0.9 to +0.5), best 182.5 kg vs 182.5 kg before". */
export function plateauEvidence(p: PlateauWire, w: Weights): string {
  const parts: string[] = [];
  if (p.slope_kg_per_week != null) {
    const range =
      p.slope_low != null && p.slope_high != null
        ? ` (${signed(w.inUnit(p.slope_low))} to ${signed(w.inUnit(p.slope_high))})`
        : "";
    parts.push(`${signed(w.inUnit(p.slope_kg_per_week))} ${w.unit}/week${range}`);
  }
  if (p.best_recent_kg != null && p.best_before_kg != null)
    parts.push(`best ${w.text(p.best_recent_kg)} vs ${w.text(p.best_before_kg)} before`);
  const lead = `Flat for ${p.weeks} weeks`;
  return parts.length > 0 ? `${lead}: ${parts.join(", ")}` : lead;
}

/** "62 % chance to make 190 kg today" (under 1 % and over 99 % said so, never 0 or 100). */
export function prChanceText(answer: PrChanceWire, weight: number, w: Weights): string {
  const pct = Math.round(answer.chance * 100);
  const said = answer.chance < 0.01 ? "Under 1 %" : answer.chance > 0.99 ? "Over 99 %" : `${pct} %`;
  return `${said} chance to make ${weight} ${w.unit} today`;
}

/** "Expected today 185 kg ± 4 kg, from your readiness." */
export function prChanceBasis(answer: PrChanceWire, w: Weights): string {
  const from = answer.source === "readiness" ? "your readiness" : "your last performance";
  return `Expected today ${w.text(answer.expected_kg)} ± ${w.text(answer.spread_kg)}, from ${from}.`;
}

/** Sessions the drift sentence averages: the latest few, what the lifter does now. */
export const RECENT_SESSIONS = 5;

/** "Over your last 5 sessions your sets ran about 0.5 RPE harder than planned." */
export function driftSentence(points: readonly { planned: number; realised: number }[]): string | null {
  const recent = points.slice(-RECENT_SESSIONS);
  if (recent.length === 0) return null;
  const mean = recent.reduce((a, p) => a + (p.realised - p.planned), 0) / recent.length;
  const half = Math.round(mean * 2) / 2;
  const over = recent.length === 1 ? "In your last session" : `Over your last ${recent.length} sessions`;
  if (half === 0) return `${over} your sets landed on the planned RPE.`;
  return `${over} your sets ran about ${Math.abs(half)} RPE ${half > 0 ? "harder" : "easier"} than planned.`;
}
