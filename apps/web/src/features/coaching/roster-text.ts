import { cleanFloat, type RosterFlag } from "@topset/shared";
import { formatNumber } from "../../lib/i18n";
import { t } from "./i18n";

/** Each flag's badge: the words a coach reads at a glance (a catalog key), and its tone. */
export const flagBadge = {
  missed_sessions: { text: "flags.missedSessions", tone: "text-bg-danger" },
  rpe_hot: { text: "flags.rpeHot", tone: "text-bg-warning" },
  new_pr: { text: "flags.newPr", tone: "text-bg-success" },
  pain_notes: { text: "flags.painNotes", tone: "text-bg-danger" },
} as const satisfies Record<RosterFlag, { text: string; tone: string }>;

/** Half an RPE point over the plan, on average, is where a week starts to run hot. */
export const HOT_DEVIATION = 0.5;

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** "+0.8", "−0.3", "0.0" (German "+0,8"); "–" without a set prescribed by RPE. */
export function deviationText(deviation: number | null): string {
  if (deviation === null) return "–";
  const rounded = Math.round(deviation * 10) / 10;
  if (rounded === 0) return formatNumber(0, oneDecimal);
  return `${rounded > 0 ? "+" : "−"}${formatNumber(Math.abs(rounded), oneDecimal)}`;
}

/** Red when the athlete runs hot, blue when well under the plan, plain otherwise. */
export function deviationTone(deviation: number | null): string {
  if (deviation === null) return "text-body-secondary";
  if (deviation >= HOT_DEVIATION) return "text-danger fw-semibold";
  if (deviation <= -HOT_DEVIATION) return "text-info";
  return "";
}

/** "2/3": done of planned; just the done count when nothing was planned. */
export const doneOfPlanned = (done: number, planned: number) =>
  planned > 0 ? `${done}/${planned}` : `${done}`;

/** "5 × 160 @8", "5 × 160", "5 reps @8"; "–" for a set with no figures. */
export function setText(reps: number | null, weight: number | null, rpe: number | null): string {
  const load = weight === null ? null : formatNumber(cleanFloat(weight), { maximumFractionDigits: 9 });
  const head =
    reps === null ? (load ?? "") : load === null ? t("setText.reps", { count: reps }) : `${reps} × ${load}`;
  const text = rpe === null ? head : `${head}${head ? " " : ""}@${formatNumber(cleanFloat(rpe))}`;
  return text || "–";
}
