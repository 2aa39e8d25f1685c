import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { createRoutineSchema, type Routine, type WeightUnit } from "@topset/shared";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useFieldArray, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { paths } from "../../lib/routing/paths";
import { errorText, FormAlert } from "../../components/form-alert";
import { routineKeys, saveRoutine } from "../../lib/routines";
import { useEntryUnit } from "../../lib/settings-store";
import { ExerciseEditor } from "./exercise-editor";
import { routineExercisesQuery } from "./routine-exercises.api";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

type Values = z.input<typeof createRoutineSchema>;
type Output = z.output<typeof createRoutineSchema>;

/** The empty bar: a new exercise starts with one set of 5 on it, changed with the steppers. */
const BAR: Record<WeightUnit, number> = { kg: 20, lbs: 45 };

/** What a stored routine gives the form: its prescriptions without the computed loads. */
function valuesOf(routine: Routine | null): Values {
  if (!routine) return { name: "", exercises: [] };
  return {
    name: routine.name,
    notes: routine.notes ?? undefined,
    exercises: routine.exercises.map((e) => ({
      exercise_id: e.exercise_id,
      rest_seconds: e.rest_seconds ?? undefined,
      notes: e.notes ?? undefined,
      progression: e.progression ?? undefined,
      sets: e.sets.map(
        ({ planned_weight: _w, planned_unit: _u, planned_reps: _r, planned_reason: _why, ...prescription }) =>
          prescription,
      ),
    })),
  };
}

/** The routine builder: a name, then exercises, each with its planned sets and a progression. */
export function RoutineForm({ routine }: { routine: Routine | null }) {
  const t = useT();
  const unit = useEntryUnit();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data: groups } = useSuspenseQuery(routineExercisesQuery());
  const form = useForm<Values, unknown, Output>({
    resolver: formResolver(createRoutineSchema),
    defaultValues: valuesOf(routine),
  });
  const { register, control, handleSubmit, formState } = form;
  const exercises = useFieldArray({ control, name: "exercises" });
  const names = new Map(groups.flatMap((g) => g.exercises).map((e) => [e.id, e.name]));
  const chosen = new Set(exercises.fields.map((f) => f.exercise_id));

  const save = useMutation({
    mutationFn: (values: Output) => saveRoutine(routine?.id ?? null, values),
    onSuccess: async (saved) => {
      client.setQueryData(routineKeys.detail(saved.id), saved);
      await client.invalidateQueries({ queryKey: routineKeys.list() });
      await navigate(paths.routine.href(saved.id), { replace: true });
    },
  });
  const exercisesError = formState.errors.exercises?.message ?? formState.errors.exercises?.root?.message;

  return (
    <Form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      {save.error ? <FormAlert alert={{ variant: "danger", text: errorText(save.error) }} /> : null}
      <Form.Group className="mb-3" controlId="routine-name">
        <Form.Label>{t("routineForm.name")}</Form.Label>
        <Form.Control
          autoComplete="off"
          placeholder={t("routineForm.namePlaceholder")}
          isInvalid={Boolean(formState.errors.name)}
          {...register("name")}
        />
        <Form.Control.Feedback type="invalid">{formState.errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <div className="vstack gap-3 mb-3">
        {exercises.fields.map((field, index) => (
          <ExerciseEditor
            key={field.id}
            form={form}
            index={index}
            name={names.get(field.exercise_id) ?? t("routineForm.exercise")}
            unit={unit}
            onRemove={() => exercises.remove(index)}
          />
        ))}
      </div>
      <Form.Group className="mb-3" controlId="routine-add-exercise">
        <Form.Label>{t("routineForm.addExercise")}</Form.Label>
        <Form.Select
          value=""
          onChange={(event) => {
            const id = Number(event.target.value);
            if (id) exercises.append({ exercise_id: id, sets: [{ reps: 5, weight: BAR[unit] }] });
          }}
        >
          <option value="">{t("routineForm.chooseExercise")}</option>
          {groups.map((group) => (
            <optgroup key={group.category_id} label={group.category_name}>
              {group.exercises.map((e) => (
                <option key={e.id} value={e.id} disabled={chosen.has(e.id)}>
                  {e.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Form.Select>
        {exercisesError && <p className="small text-danger mt-1 mb-0">{exercisesError}</p>}
      </Form.Group>
      <Form.Group className="mb-3" controlId="routine-notes">
        <Form.Label>{t("routineForm.notes")}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={1000} {...register("notes")} />
      </Form.Group>
      <Button type="submit" variant="primary" className="session-tap w-100 fw-bold" disabled={save.isPending}>
        {t("routineForm.save")}
      </Button>
    </Form>
  );
}
