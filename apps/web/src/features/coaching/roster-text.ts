import { cleanFloat, type RosterFlag } from "@topset/shared";

/** Each flag's badge: the words a coach reads at a glance, and its tone. */
export const flagBadge: Record<RosterFlag, { text: string; tone: string }> = {
  missed_sessions: { text: "Missed", tone: "text-bg-danger" },
  rpe_hot: { text: "RPE hot", tone: "text-bg-warning" },
  new_pr: { text: "New PR", tone: "text-bg-success" },
  pain_notes: { text: "Pain note", tone: "text-bg-danger" },
};

/** Half an RPE point over the plan, on average, is where a week starts to run hot. */
export const HOT_DEVIATION = 0.5;

/** "+0.8", "−0.3", "0.0"; "–" without a set prescribed by RPE. */
export function deviationText(deviation: number | null): string {
  if (deviation === null) return "–";
  const rounded = Math.round(deviation * 10) / 10;
  if (rounded === 0) return "0.0";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(1)}`;
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
  const load = weight === null ? null : cleanFloat(weight);
  const head =
    reps === null ? (load === null ? "" : `${load}`) : load === null ? `${reps} reps` : `${reps} × ${load}`;
  const text = rpe === null ? head : `${head}${head ? " " : ""}@${cleanFloat(rpe)}`;
  return text || "–";
}
