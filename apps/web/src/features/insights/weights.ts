import { convertWeight, roundTo, type WeightUnit } from "@topset/shared";
import { useWeightUnit } from "../../lib/settings-store";

/** The insights come in kg; these turn them into the lifter's unit, to 0.1. */
export type Weights = {
  unit: WeightUnit;
  /** A weight (or a kg-per-something rate) in the unit, to 0.1. */
  inUnit: (kg: number) => number;
  /** "182.5 kg", "402.3 lbs". */
  text: (kg: number) => string;
};

export function weightsIn(unit: WeightUnit): Weights {
  const inUnit = (kg: number) => roundTo(convertWeight(kg, "kg", unit), 1);
  return { unit, inUnit, text: (kg) => `${inUnit(kg)} ${unit}` };
}

export const useWeights = () => weightsIn(useWeightUnit());

/** "+0.5", "−3.5" (a true minus sign), "0.0": a change, to `decimals`. */
export function signed(value: number, decimals = 1): string {
  const fixed = Math.abs(value).toFixed(decimals);
  if (Number(fixed) === 0) return (0).toFixed(decimals);
  return `${value > 0 ? "+" : "\u2212"}${fixed}`;
}
