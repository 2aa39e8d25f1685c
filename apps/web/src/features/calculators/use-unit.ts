import { ATTEMPT_INCREMENT, roundTo } from "@topset/shared";
import { unitLabel, useWeightUnit } from "../../lib/settings-store";
import { weightText } from "./i18n";

/** The unit the calculators work in: the app setting (true = pounds), its label and loading step. */
export function useUnit() {
  const unit = useWeightUnit();
  const label = unitLabel(unit === "lbs");
  return {
    unit,
    label,
    /** 2.5 kg or 5 lb: the smallest change a pair of plates makes in a usual gym. */
    step: ATTEMPT_INCREMENT[unit],
    /** "112 lbs.": at most two decimals, as the result line shows it. */
    format: (value: number) => `${weightText(roundTo(value, 2))} ${label}`,
  };
}
