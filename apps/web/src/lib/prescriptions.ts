import { displayWeight, type Prescription, type WeightUnit } from "@topset/shared";
import { t } from "./lib-i18n";

// How a routine's prescription reads, on the routine screens and on a planned set of a session.

const repsText = (p: Pick<Prescription, "reps" | "reps_max">) =>
  p.reps_max !== undefined && p.reps_max !== p.reps ? `${p.reps}–${p.reps_max}` : String(p.reps);

/** "5 @ 75 %", "3 @ RPE 8", "5 × 100 kg", "8–12 × 60 kg" (a fixed load shown in `unit`). */
export function prescriptionText(p: Prescription, unit: WeightUnit): string {
  const reps = repsText(p);
  if (p.percent_1rm !== undefined) return `${reps} @ ${p.percent_1rm} %`;
  if (p.rpe !== undefined) return `${reps} @ RPE ${p.rpe}`;
  const weight = displayWeight({ value: p.weight ?? 0, unit: p.weight_unit ?? unit }, unit);
  return `${reps} × ${weight} ${unit}`;
}

/**
 * "5 @ 75 % → 85 kg": a prescription and the load it comes to. A fixed load reads as the load the
 * next start uses (after a progression, "5 × 102.5 kg").
 */
export function plannedText(p: Prescription, planned: number | null, unit: WeightUnit): string {
  if (p.weight !== undefined && planned !== null) return `${repsText(p)} × ${planned} ${unit}`;
  const text = prescriptionText(p, unit);
  if (p.weight !== undefined) return text;
  return planned === null ? t("prescriptions.noE1rm", { plan: text }) : `${text} → ${planned} ${unit}`;
}
