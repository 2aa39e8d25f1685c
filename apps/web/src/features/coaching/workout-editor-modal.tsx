import { useSuspenseQuery } from "@tanstack/react-query";
import type { AthleteWorkout } from "@topset/shared";
import { Suspense } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useFieldArray, useForm } from "react-hook-form";
import { FormModalBody } from "../../components/form-modal";
import { PageSpinner } from "../../components/page-spinner";
import { ApiError } from "../../lib/api-client";
import { formResolver } from "../../lib/i18n/form-resolver";
import { showToast } from "../../lib/ui-store";
import { athleteExercisesQuery, athleteWorkoutQuery, useChangeWorkout, type WorkoutAt } from "./coaching.api";
import { useT } from "./i18n";
import { ExerciseFields } from "./workout-exercise-fields";
import { toWorkoutInput, workoutFormSchema, type WorkoutChecked, type WorkoutValues } from "./workout-form";

type Props = { athleteId: number; at: WorkoutAt | null; onHide: () => void };

/** Edits one workout of a program I wrote: each exercise's sets, reps and load. */
export function WorkoutEditorModal({ athleteId, at, onHide }: Props) {
  return (
    <Modal show={at !== null} onHide={onHide} centered scrollable fullscreen="sm-down">
      {at && (
        <Suspense fallback={<PageSpinner />}>
          <WorkoutForm athleteId={athleteId} at={at} onHide={onHide} />
        </Suspense>
      )}
    </Modal>
  );
}

const formValues = (workout: AthleteWorkout): WorkoutValues => ({
  exercises: workout.exercises.map(({ sets, ...exercise }) => ({
    ...exercise,
    sets: sets.map(({ weight, percent_1rm, rpe, ...set }) => {
      const load = percent_1rm !== undefined ? "percent_1rm" : rpe !== undefined ? "rpe" : "weight";
      return { ...set, load, value: percent_1rm ?? rpe ?? weight ?? 0 };
    }),
  })),
});

function WorkoutForm({ athleteId, at, onHide }: { athleteId: number; at: WorkoutAt; onHide: () => void }) {
  const t = useT();
  const { data: workout } = useSuspenseQuery(athleteWorkoutQuery(athleteId, at));
  const { data: exercises } = useSuspenseQuery(athleteExercisesQuery(athleteId));
  const change = useChangeWorkout(athleteId);
  const form = useForm<WorkoutValues, unknown, WorkoutChecked>({
    resolver: formResolver(workoutFormSchema),
    defaultValues: formValues(workout),
  });
  const list = useFieldArray({ control: form.control, name: "exercises" });
  const conflict = change.error instanceof ApiError && change.error.status === 409;

  const submit = (values: WorkoutChecked) =>
    change.mutate(
      { at, input: toWorkoutInput(values) },
      {
        onSuccess: () => {
          showToast(t("workoutEditor.saved"));
          onHide();
        },
      },
    );

  return (
    <FormModalBody
      title={
        workout.routine_name
          ? t("workoutEditor.titleRoutine", { week: at.week, day: at.day, routine: workout.routine_name })
          : t("workoutEditor.title", { week: at.week, day: at.day })
      }
      form={form}
      onSubmit={submit}
      onHide={onHide}
      submitLabel={t("workoutEditor.save")}
      pending={change.isPending}
      submitDisabled={workout.session_id !== null}
      error={conflict ? new Error(t("workoutEditor.alreadyStarted")) : change.error}
    >
      {workout.session_id !== null && (
        <p className="small text-warning-emphasis">{t("workoutEditor.alreadyStartedNote")}</p>
      )}
      {form.formState.errors.exercises?.root?.message && (
        <p className="small text-danger">{form.formState.errors.exercises.root.message}</p>
      )}
      {list.fields.map((field, i) => (
        <ExerciseFields key={field.id} form={form} index={i} onRemove={() => list.remove(i)} />
      ))}
      <Form.Select
        size="sm"
        aria-label={t("workoutEditor.addExerciseLabel")}
        value=""
        onChange={(e) => {
          const chosen = exercises.find((x) => x.id === Number(e.target.value));
          if (chosen) {
            list.append({
              exercise_id: chosen.id,
              name: chosen.name,
              sets: [{ reps: 5, load: "rpe", value: 8 }],
            });
          }
        }}
      >
        <option value="">{t("workoutEditor.addExercise")}</option>
        {exercises.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
      </Form.Select>
    </FormModalBody>
  );
}
