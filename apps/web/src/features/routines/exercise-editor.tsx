import type { createRoutineSchema, Prescription, Progression, WeightUnit } from "@topset/shared";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Stepper } from "../../components/stepper";
import { PrescriptionRow } from "./prescription-row";
import { Icon } from "../../components/icon";
import { plusLgIcon, xLgIcon } from "../../components/icons";
import { useT } from "./i18n";

type Values = z.input<typeof createRoutineSchema>;
type Props = {
  form: UseFormReturn<Values, unknown, z.output<typeof createRoutineSchema>>;
  index: number;
  name: string;
  unit: WeightUnit;
  onRemove: () => void;
};

const STEP: Record<WeightUnit, number> = { kg: 2.5, lbs: 5 };

/** One exercise of the routine: its planned sets (same steppers as the set entry) and its progression. */
export function ExerciseEditor({ form, index, name, unit, onRemove }: Props) {
  const t = useT();
  const { control, setValue, formState } = form;
  const sets = useFieldArray({ control, name: `exercises.${index}.sets` });
  const progression = useWatch({ control, name: `exercises.${index}.progression` });
  const planned = useWatch({ control, name: `exercises.${index}.sets` });
  const setProgression = (next: Progression | undefined) =>
    setValue(`exercises.${index}.progression`, next, { shouldDirty: true });
  const errors = formState.errors.exercises?.[index];

  return (
    <section className="routine-card rounded-3 shadow-sm p-3" aria-label={name}>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 className="h6 fw-bold mb-0 me-auto">{name}</h2>
        <Button
          variant="link"
          className="session-tap text-danger"
          onClick={onRemove}
          aria-label={t("exerciseEditor.remove", { name })}
        >
          <Icon svg={xLgIcon} />
        </Button>
      </div>
      <div className="vstack gap-2">
        {sets.fields.map((field, n) => (
          <PrescriptionRow
            key={field.id}
            id={`routine-${index}-set-${n}`}
            label={t("exerciseEditor.setLabel", { number: n + 1 })}
            value={planned?.[n] as Prescription | undefined}
            unit={unit}
            onChange={(next) => setValue(`exercises.${index}.sets.${n}`, next, { shouldDirty: true })}
            onRemove={sets.fields.length > 1 ? () => sets.remove(n) : undefined}
          />
        ))}
      </div>
      {errors?.sets && (
        <p className="small text-danger mt-1 mb-0">{errors.sets.message ?? t("exerciseEditor.checkSets")}</p>
      )}
      <Button
        variant="outline-secondary"
        className="session-tap w-100 mt-2"
        onClick={() => {
          const last = planned?.at(-1);
          sets.append(last ? { ...(last as Prescription) } : { reps: 5, weight: STEP[unit] * 8 });
        }}
      >
        <Icon svg={plusLgIcon} className="me-1" />
        {t("exerciseEditor.addSet", { name })}
      </Button>
      <div className="d-flex flex-wrap gap-2 align-items-end mt-3">
        <Form.Group controlId={`routine-${index}-progression`} className="flex-grow-1">
          <Form.Label className="small text-body-secondary mb-1">
            {t("exerciseEditor.progression")}
          </Form.Label>
          <Form.Select
            value={progression?.kind ?? ""}
            onChange={(event) => {
              const kind = event.target.value;
              if (kind === "linear") setProgression({ kind, increment: STEP[unit] });
              else if (kind === "double") setProgression({ kind, increment: STEP[unit] });
              else if (kind === "rpe") setProgression({ kind });
              else setProgression(undefined);
            }}
          >
            <option value="">{t("exerciseEditor.none")}</option>
            <option value="linear">{t("exerciseEditor.linear")}</option>
            <option value="double">{t("exerciseEditor.double")}</option>
            <option value="rpe">{t("exerciseEditor.rpe")}</option>
          </Form.Select>
        </Form.Group>
        {progression && progression.kind !== "rpe" && (
          <Stepper
            id={`routine-${index}-increment`}
            label={t("exerciseEditor.increment")}
            suffix={unit}
            decimal
            value={progression.increment}
            step={STEP[unit] / 2}
            min={STEP[unit] / 2}
            max={50}
            onChange={(increment) => increment !== null && setProgression({ ...progression, increment })}
          />
        )}
      </div>
      {progression?.kind === "linear" && (
        <Form.Check
          type="switch"
          id={`routine-${index}-deload`}
          className="mt-2"
          label={t("exerciseEditor.deload")}
          checked={progression.deload_after !== undefined}
          onChange={(event) =>
            setProgression(
              event.target.checked
                ? { ...progression, deload_after: 3, deload_percent: 10 }
                : { kind: "linear", increment: progression.increment },
            )
          }
        />
      )}
    </section>
  );
}
