import {
  convertWeight,
  displayWeight,
  figureIn,
  roundTo,
  WEIGHT_DECIMALS,
  type RecentPr,
  type RecoveryEntry,
  type WeightUnit,
} from "@topset/shared";
import { formatMonthDay, formatWeight } from "../../lib/i18n";
import { t } from "./i18n";

/** One ePR row as the table shows it: weights converted to the viewer's unit. */
export type PrLine = { id: number; lift: string; log: string; e1rm: string };

/**
 * "3 reps x 100 kg @8" and the server's e1RM of that set (in the profile owner's method, the one
 * their PRs are ranked by), converted only when the viewer uses the other unit.
 */
export function toPrLine(pr: RecentPr, unit: WeightUnit): PrLine {
  const shown = (value: number) => formatWeight(displayWeight({ value, unit: pr.weight_unit }, unit), unit);
  return {
    id: pr.id,
    lift: pr.name,
    log: t("recentPrs.line", { count: pr.reps, weight: shown(pr.weight), rpe: pr.rpe }),
    e1rm: formatWeight(figureIn(pr.e1rm, pr.weight_unit, unit), unit),
  };
}

export type TrendCell = { text: string; tone: "success" | "danger" | null };

/**
 * Green when not negative with a plus sign when positive, red when negative, blank when zero
 * (and for the oldest entry, which has nothing to compare with).
 */
export function trendCell(trend: number | null, from: WeightUnit, unit: WeightUnit): TrendCell {
  if (trend === null) return { text: "", tone: null };
  const value = roundTo(convertWeight(trend, from, unit), WEIGHT_DECIMALS);
  if (value === 0) return { text: "", tone: null };
  return value > 0
    ? { text: `+${formatWeight(value, unit)}`, tone: "success" }
    : { text: formatWeight(value, unit), tone: "danger" };
}

/** The footer's "~ 7.5 hrs"; "?" when there is no sleep to average. */
export const sleepText = (average: number | null | undefined) =>
  average === null || average === undefined ? t("footer.noSleep") : t("footer.sleep", { hours: average });

export type RecoverySeries = {
  labels: string[];
  sleep: (number | null)[];
  stress: (number | null)[];
  sessionRpe: (number | null)[];
};

/** The chart's three series, oldest to newest (the API sends newest first); 0 and null leave a gap. */
export function recoverySeries(entries: RecoveryEntry[]): RecoverySeries {
  const ordered = [...entries].reverse();
  const value = (v: number | null) => (v ? v : null);
  return {
    labels: ordered.map((e) => formatMonthDay(e.created_at)),
    sleep: ordered.map((e) => value(e.hours_of_sleep)),
    stress: ordered.map((e) => value(e.stress_level)),
    sessionRpe: ordered.map((e) => value(e.session_rpe)),
  };
}
