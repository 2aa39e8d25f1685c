import { roundTo } from "./round.js";

export type WeightUnit = "kg" | "lbs";
export const WEIGHT_UNITS: readonly WeightUnit[] = ["kg", "lbs"];

/** Exact by definition (international yard and pound agreement, 1959). */
export const KG_PER_LB = 0.45359237;

/** Digits shown for a weight in the other unit. */
export const WEIGHT_DECIMALS = 2;

/** A weight as the user entered it: the stored value and the unit it was typed in. */
export interface EnteredWeight {
  value: number;
  unit: WeightUnit;
}

/** Unrounded conversion; round only for display. */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return to === "kg" ? value * KG_PER_LB : value / KG_PER_LB;
}

/**
 * The weight to show in `wanted`. In the unit it was entered in, the entered value comes back
 * untouched (102.5 kg stays 102.5, never 102.49999); in the other unit it is rounded to 2 decimals.
 * Always convert from the stored {value, unit}, never from a previously displayed number.
 */
export function displayWeight({ value, unit }: EnteredWeight, wanted: WeightUnit): number {
  if (unit === wanted) return value;
  return roundTo(convertWeight(value, unit, wanted), WEIGHT_DECIMALS);
}

/** "102.5 kg", "225 lbs": at most 2 decimals, no trailing zeros. */
export function formatWeight(value: number, unit: WeightUnit): string {
  return `${roundTo(value, WEIGHT_DECIMALS)} ${unit}`;
}
