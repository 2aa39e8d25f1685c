import { formatNumber } from "../../../lib/i18n";
import { RPE_CHIPS } from "./next-set";

type Props = {
  value: number | null | undefined;
  onChange: (rpe: number | null) => void;
  /** The group's name for screen readers ("RPE", "Session RPE"). */
  label: string;
  chips?: readonly number[];
};

/** RPE in one tap: a chip per half point; tapping the chosen one clears it. */
export function RpeChips({ value, onChange, label, chips = RPE_CHIPS }: Props) {
  return (
    <div className="rpe-chips" role="group" aria-label={label}>
      {chips.map((rpe) => (
        <button
          key={rpe}
          type="button"
          className={`btn btn-sm rpe-chip ${value === rpe ? "btn-primary" : "btn-outline-secondary"}`}
          aria-pressed={value === rpe}
          aria-label={`${label} ${formatNumber(rpe)}`}
          onClick={() => onChange(value === rpe ? null : rpe)}
        >
          {formatNumber(rpe)}
        </button>
      ))}
    </div>
  );
}
