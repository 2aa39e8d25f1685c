import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Icon } from "../../components/icon";
import { plusLgIcon, trashIcon, xLgIcon } from "../../components/icons";
import { useT } from "./i18n";
import { LOADS, type WorkoutChecked, type WorkoutValues } from "./workout-form";

type Props = {
  form: UseFormReturn<WorkoutValues, unknown, WorkoutChecked>;
  index: number;
  onRemove: () => void;
};

const asNumber = (v: string | number | undefined) => (v === "" || v === undefined ? undefined : Number(v));

/** One exercise of the workout editor: a row per set (reps × load, and what the load means). */
export function ExerciseFields({ form, index, onRemove }: Props) {
  const t = useT();
  const { register, control, formState } = form;
  const sets = useFieldArray({ control, name: `exercises.${index}.sets` });
  const name = useWatch({ control, name: `exercises.${index}.name` });
  const errors = formState.errors.exercises?.[index]?.sets;
  return (
    <fieldset className="border rounded-3 px-2 pb-2 mb-3">
      <legend className="d-flex align-items-center gap-2 float-none w-100 fs-6 mb-1 pt-1">
        <span className="fw-semibold flex-grow-1 text-break">{name}</span>
        <Button
          variant="link"
          size="sm"
          className="text-danger p-0"
          aria-label={t("workoutFields.remove", { name })}
          onClick={onRemove}
        >
          <Icon svg={trashIcon} />
        </Button>
      </legend>
      {errors?.root?.message && <p className="small text-danger mb-1">{errors.root.message}</p>}
      {sets.fields.map((field, j) => {
        const err = errors?.[j];
        const message = err?.reps?.message ?? err?.value?.message;
        return (
          <div key={field.id} className="mb-1">
            <div className="d-flex align-items-center gap-1">
              <span className="small text-body-secondary" style={{ width: "1.5rem" }}>
                {j + 1}
              </span>
              <Form.Control
                size="sm"
                type="number"
                inputMode="numeric"
                aria-label={t("workoutFields.reps", { name, number: j + 1 })}
                style={{ width: "4rem" }}
                isInvalid={Boolean(err?.reps)}
                {...register(`exercises.${index}.sets.${j}.reps`, { setValueAs: asNumber })}
              />
              <span aria-hidden="true">×</span>
              <Form.Control
                size="sm"
                type="number"
                inputMode="decimal"
                step="any"
                aria-label={t("workoutFields.load", { name, number: j + 1 })}
                style={{ width: "5rem" }}
                isInvalid={Boolean(err?.value)}
                {...register(`exercises.${index}.sets.${j}.value`, { setValueAs: asNumber })}
              />
              <Form.Select
                size="sm"
                aria-label={t("workoutFields.loadIs", { name, number: j + 1 })}
                style={{ width: "6rem" }}
                {...register(`exercises.${index}.sets.${j}.load`)}
              >
                {LOADS.map((l) => (
                  <option key={l.key} value={l.key}>
                    {t(l.label)}
                  </option>
                ))}
              </Form.Select>
              <Button
                variant="link"
                size="sm"
                className="text-body-secondary p-0 ms-auto"
                aria-label={t("workoutFields.removeSet", { number: j + 1 })}
                disabled={sets.fields.length === 1}
                onClick={() => sets.remove(j)}
              >
                <Icon svg={xLgIcon} />
              </Button>
            </div>
            {message && <div className="small text-danger ps-4">{message}</div>}
          </div>
        );
      })}
      <Button
        variant="link"
        size="sm"
        className="px-0"
        onClick={() => {
          // A new set copies the last one as it stands now, the usual next set of a straight-sets plan.
          const last = form.getValues(`exercises.${index}.sets`).at(-1);
          sets.append(
            last
              ? { reps: last.reps, load: last.load, value: last.value }
              : { reps: 5, load: "rpe", value: 8 },
          );
        }}
      >
        <Icon svg={plusLgIcon} className="me-1" />
        {t("workoutFields.addSet")}
      </Button>
    </fieldset>
  );
}
