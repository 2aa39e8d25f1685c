import { convertWeight, roundTo, type WeightUnit } from "@topset/shared";
import { formatNumber } from "../../lib/i18n";
import { useWeightUnit } from "../../lib/settings-store";

/** The insights come in kg; these turn them into the lifter's unit, to 0.1. */
export type Weights = {
  unit: WeightUnit;
  /** A weight (or a kg-per-something rate) in the unit, to 0.1. */
  inUnit: (kg: number) => number;
  /** The same, written in the language on screen: "182.5" ("182,5"). */
  number: (kg: number) => string;
  /** "182.5 kg", "402.3 lbs". */
  text: (kg: number) => string;
};

/** A figure as the insights write it: at most one decimal, no digit grouping. */
export const figure = (value: number) =>
  formatNumber(value, { maximumFractionDigits: 1, useGrouping: false });

export function weightsIn(unit: WeightUnit): Weights {
  const inUnit = (kg: number) => roundTo(convertWeight(kg, "kg", unit), 1);
  const number = (kg: number) => figure(inUnit(kg));
  return { unit, inUnit, number, text: (kg) => `${number(kg)} ${unit}` };
}

export const useWeights = () => weightsIn(useWeightUnit());

/** "+0.5", "−3.5" (a true minus sign), "0.0": a change, to `decimals`. */
export function signed(value: number, decimals = 1): string {
  const rounded = Number(Math.abs(value).toFixed(decimals));
  const text = formatNumber(rounded, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
  if (rounded === 0) return text;
  return `${value > 0 ? "+" : "\u2212"}${text}`;
}
