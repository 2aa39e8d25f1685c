import type { Prescription, WeightUnit } from "@topset/shared";
import Form from "react-bootstrap/Form";
import { Stepper } from "../../components/stepper";
import { Icon } from "../../components/icon";
import { trashIcon } from "../../components/icons";
import { useT } from "./i18n";

type Mode = "weight" | "percent" | "rpe";
type Props = {
  id: string;
  label: string;
  value: Prescription | undefined;
  unit: WeightUnit;
  onChange: (next: Prescription) => void;
  onRemove?: () => void;
};

const modeOf = (p: Prescription | undefined): Mode =>
  p?.percent_1rm !== undefined ? "percent" : p?.rpe !== undefined ? "rpe" : "weight";

/** The first load of each way to plan it: the bar, 75 % of the e1RM, RPE 8. */
const START: Record<Mode, (unit: WeightUnit) => Partial<Prescription>> = {
  weight: (unit) => ({ weight: unit === "kg" ? 20 : 45, weight_unit: unit }),
  percent: () => ({ percent_1rm: 75 }),
  rpe: () => ({ rpe: 8 }),
};

/** One planned set: reps, then its load as a fixed weight, a percent of the e1RM or an RPE. */
export function PrescriptionRow({ id, label, value, unit, onChange, onRemove }: Props) {
  const t = useT();
  const mode = modeOf(value);
  const reps = value?.reps ?? 5;
  const base = { reps, reps_max: value?.reps_max, kind: value?.kind };
  const load =
    mode === "percent"
      ? {
          value: value?.percent_1rm ?? 75,
          step: 2.5,
          min: 10,
          max: 120,
          set: (v: number) => ({ percent_1rm: v }),
        }
      : mode === "rpe"
        ? { value: value?.rpe ?? 8, step: 0.5, min: 1, max: 10, set: (v: number) => ({ rpe: v }) }
        : {
            value: value?.weight ?? 20,
            step: unit === "kg" ? 2.5 : 5,
            min: 0,
            max: 2000,
            set: (v: number) => ({ weight: v, weight_unit: value?.weight_unit ?? unit }),
          };
  return (
    <fieldset className="routine-set-row">
      <legend className="visually-hidden">{label}</legend>
      <Stepper
        id={`${id}-reps`}
        label={t("prescriptionRow.reps", { label })}
        value={reps}
        step={1}
        min={1}
        max={30}
        onChange={(next) => next !== null && onChange({ ...base, reps: next, ...load.set(load.value) })}
      />
      <div className="routine-load">
        <Form.Select
          size="sm"
          aria-label={t("prescriptionRow.load", { label })}
          className="mb-1"
          value={mode}
          onChange={(event) => {
            const next = event.target.value as Mode;
            onChange({ ...base, ...START[next](unit) } as Prescription);
          }}
        >
          <option value="weight">{unit}</option>
          <option value="percent">{t("prescriptionRow.percentOfE1rm")}</option>
          <option value="rpe">RPE</option>
        </Form.Select>
        <Stepper
          id={`${id}-load`}
          label={
            mode === "weight"
              ? t("prescriptionRow.weight", { label })
              : mode === "percent"
                ? t("prescriptionRow.percent", { label })
                : t("prescriptionRow.rpe", { label })
          }
          decimal
          value={load.value}
          step={load.step}
          min={load.min}
          max={load.max}
          onChange={(next) => next !== null && onChange({ ...base, ...load.set(next) } as Prescription)}
        />
      </div>
      {onRemove && (
        <button
          type="button"
          className="btn btn-link text-danger session-tap"
          onClick={onRemove}
          aria-label={t("prescriptionRow.remove", { label })}
        >
          <Icon svg={trashIcon} />
        </button>
      )}
    </fieldset>
  );
}
