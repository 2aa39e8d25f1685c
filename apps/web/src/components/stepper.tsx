import { cleanFloat } from "@topset/shared";
import { formatNumber } from "../lib/i18n";
import "./stepper.css";
import { Icon } from "./icon";
import { dashLgIcon, plusLgIcon } from "./icons";
import { useT } from "./i18n";

type Props = {
  id: string;
  label: string;
  value: number | null;
  step: number;
  min: number;
  max: number;
  suffix?: string;
  decimal?: boolean;
  onChange: (value: number | null) => void;
};

/**
 * A number with − and + buttons a chalky thumb can hit (44 px and up); the number itself is an input,
 * so the keyboard is still there for anyone who prefers it.
 */
export function Stepper({ id, label, value, step, min, max, suffix, decimal = false, onChange }: Props) {
  const t = useT();
  const by = (delta: number) => {
    const next = cleanFloat((value ?? (delta > 0 ? min - delta : min)) + delta);
    onChange(Math.min(max, Math.max(min, next)));
  };
  return (
    <div className="stepper">
      <label htmlFor={id} className="stepper-label small text-body-secondary">
        {label}
        {suffix && <span className="visually-hidden"> ({suffix})</span>}
      </label>
      <div className="stepper-row">
        <button
          type="button"
          className="btn btn-outline-secondary stepper-button"
          aria-label={t("stepper.minus", { label, step: formatNumber(step) })}
          onClick={() => by(-step)}
          disabled={value !== null && value <= min}
        >
          <Icon svg={dashLgIcon} />
        </button>
        <input
          id={id}
          className="form-control stepper-input"
          type="number"
          inputMode={decimal ? "decimal" : "numeric"}
          step={decimal ? "any" : 1}
          min={min}
          max={max}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="btn btn-outline-secondary stepper-button"
          aria-label={t("stepper.plus", { label, step: formatNumber(step) })}
          onClick={() => by(step)}
          disabled={value !== null && value >= max}
        >
          <Icon svg={plusLgIcon} />
        </button>
      </div>
    </div>
  );
}
