import {
  displayWeight,
  loadBar,
  roundTo,
  type LastPerformance,
  type Log,
  type PlateSetup,
  type PlateStock,
  type SetKind,
  type WeightUnit,
} from "@topset/shared";
import { currentLanguage, formatDate, formatNumber } from "../../../lib/i18n";
import { t } from "./i18n";

// What the set entry shows before the lifter touches anything, and the arithmetic of its steppers,
// plates and warm-ups. Weights here are in the account's unit.

export type NextSet = {
  reps: number;
  weight: number;
  rpe: number | null;
  kind: SetKind;
  /** The planned set (of a routine) this entry marks done, when there is one. */
  plannedId?: number;
};

const sameLoad = (a: { reps: number; weight: number }, b: { reps: number; weight: number }) =>
  a.reps === b.reps && a.weight === b.weight;

/** RPE chips, 6 to 10 by half points (below 6 is rarely logged; the keyboard still takes it). */
export const RPE_CHIPS = [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10] as const;

/**
 * The next set, prefilled: the next planned set of the routine; else, while today follows last time,
 * last time's set at the same position; else the previous set of today (with last time's RPE at that
 * position, when there is one); else the same position last time; else nothing (the lifter types the
 * first weight once). A warm-up is followed by a working set.
 */
export function nextSet(
  log: Pick<Log, "sets">,
  lastTime: LastPerformance | undefined,
  unit: WeightUnit,
): NextSet | null {
  const shown = (s: { reps: number; weight: number; weight_unit: WeightUnit; rpe: number | null }) => ({
    reps: s.reps,
    weight: displayWeight({ value: s.weight, unit: s.weight_unit }, unit),
    rpe: s.rpe,
  });
  const planned = log.sets.find((s) => !s.done);
  if (planned) {
    const rpe = planned.rpe ?? planned.prescription?.rpe ?? null;
    return { ...shown(planned), rpe, kind: planned.kind, plannedId: planned.id };
  }
  const previous = log.sets.at(-1);
  const then = lastTime?.sets[log.sets.length];
  if (previous && previous.kind === "warmup" && then?.kind !== "warmup") {
    // After the warm-ups: the working set of last time when there is one, else the heaviest warm-up.
    const working = lastTime?.sets.find((s) => s.kind !== "warmup");
    if (working) return { ...shown(working), kind: working.kind } satisfies NextSet;
  }
  if (previous && then) {
    // Following last time (the set just done is last time's at the same place): its next set as it
    // was, a change of weight or reps included (5×140 then 3×150 costs no tap the second week).
    const before = lastTime!.sets[log.sets.length - 1];
    const now = shown(previous);
    const following = before && before.kind === previous.kind && sameLoad(shown(before), now);
    if (following) return { ...shown(then), kind: then.kind } satisfies NextSet;
    // Off last time's path: the set just done again, its RPE that of the same set last time.
    return { ...now, rpe: then.rpe ?? now.rpe, kind: previous.kind } satisfies NextSet;
  }
  if (previous) return { ...shown(previous), kind: previous.kind } satisfies NextSet;
  if (then) return { ...shown(then), kind: then.kind } satisfies NextSet;
  return null;
}

/** The setup of the account's unit; the unit's defaults when the settings are not at hand. */
export type Plates = { setup: PlateSetup | undefined; unit: WeightUnit };

const FALLBACK_STEP: Record<WeightUnit, number> = { kg: 2.5, lbs: 5 };

/** The weight steppers' step: the smallest plate on hand, on both sides (2.5 kg, 5 lb by default). */
export function weightStep({ setup, unit }: Plates): number {
  const smallest = Math.min(...(setup?.plates ?? []).filter((p) => p.count > 0).map((p) => p.weight));
  return Number.isFinite(smallest) ? roundTo(smallest * 2, 2) : FALLBACK_STEP[unit];
}

/** Plates per side for a load, heaviest first; null when it cannot be loaded exactly. */
export function platesFor({ setup }: Plates, weight: number): number[] | null {
  if (!setup) return null;
  const result = loadBar(
    { bar: setup.bar_weight, collar: setup.collar_weight, plates: setup.plates },
    weight,
  );
  if (result.status !== "exact") return null;
  return result.loading.perSide.flatMap((p: PlateStock) => Array<number>(p.count).fill(p.weight));
}

/**
 * Which plates of `now` are new since `before` (what the lifter has to change): each plate of `now`
 * that `before` does not hold as often is marked, lightest changes last as they sit outermost.
 */
export function changedPlates(now: readonly number[], before: readonly number[] | null): boolean[] {
  if (!before) return now.map(() => false);
  const left = new Map<number, number>();
  for (const plate of before) left.set(plate, (left.get(plate) ?? 0) + 1);
  return now.map((plate) => {
    const count = left.get(plate) ?? 0;
    if (count > 0) {
      left.set(plate, count - 1);
      return false;
    }
    return true;
  });
}

/** The ramp: the empty bar, then 40 / 60 / 80 / 90 % of the working load, with falling reps. */
const RAMP = [
  { share: 0.4, reps: 5 },
  { share: 0.6, reps: 3 },
  { share: 0.8, reps: 2 },
  { share: 0.9, reps: 1 },
] as const;

/**
 * Warm-up sets up to a working load, each rounded down to a load the plates make (the step when the
 * plates are unknown); loads at or under the bar, at or over the working load, or repeated are left out.
 */
export function warmups(plates: Plates, working: number): { reps: number; weight: number }[] {
  const bar = plates.setup?.bar_weight ?? (plates.unit === "kg" ? 20 : 45);
  if (working <= bar) return [];
  const loadable = (target: number) => {
    if (!plates.setup) return Math.floor(target / weightStep(plates)) * weightStep(plates);
    const result = loadBar(
      { bar: plates.setup.bar_weight, collar: plates.setup.collar_weight, plates: plates.setup.plates },
      target,
    );
    if (result.status === "exact") return result.loading.total;
    if (result.status === "inexact" || result.status === "no-plates") return result.below.total;
    return bar;
  };
  const sets = [{ reps: 10, weight: bar }];
  for (const step of RAMP) {
    const weight = loadable(working * step.share);
    if (weight > sets.at(-1)!.weight && weight < working) sets.push({ reps: step.reps, weight });
  }
  return sets;
}

const KIND_MARK: Record<SetKind, string> = { normal: "", warmup: "W", drop: "D", failure: "F" };
export const kindMark = (kind: SetKind) => KIND_MARK[kind];
/** A weight in a line of sets: "142.5" ("142,5" in German), never grouped. */
export const weightText = (weight: number) => formatNumber(weight, { useGrouping: false });

/** "Working", "Warm-up", "Drop", "Failure" in the language on screen. */
export const kindLabel = (kind: SetKind) => t(`kind.${kind}`);

const DAY_MONTH = { day: "numeric", month: "short" } as const;

/** "Last time (12 Nov): 5×142.5 @7 · 5×142.5 @8 · 3×150 @8.5", warm-ups left out. */
export function lastTimeText(last: LastPerformance, unit: WeightUnit): string {
  // English keeps its "12 Nov"; other languages their own order ("12. Nov.").
  const day =
    currentLanguage() === "en"
      ? new Date(last.date).toLocaleDateString("en-GB", DAY_MONTH)
      : formatDate(last.date, DAY_MONTH);
  const sets = last.sets
    .filter((s) => s.kind !== "warmup")
    .map((s) => {
      const weight = displayWeight({ value: s.weight, unit: s.weight_unit }, unit);
      return `${s.reps}×${weightText(weight)}${s.rpe === null ? "" : ` @${formatNumber(s.rpe)}`}`;
    });
  return t("lastTime.text", { day, sets: sets.length ? sets.join(" · ") : t("lastTime.warmupsOnly") });
}
