import type { ExerciseGroup } from "@topset/shared";
import { useT } from "./i18n";

type Props = {
  groups: ExerciseGroup[];
  /** Exercises already in the session: shown disabled and struck through. */
  taken: ReadonlySet<number>;
  chosen: number[];
  multiple: boolean;
  onToggle: (exerciseId: number) => void;
};

/** The exercises to choose from, grouped by category, in a list at most 300 px high. */
export function ExercisePicker({ groups, taken, chosen, multiple, onToggle }: Props) {
  const t = useT();
  const showHeadings = groups.length > 1 || multiple;
  return (
    <div className="exercise-picker border rounded-3" role="group" aria-label={t("picker.label")}>
      {groups.map((group) => (
        <div key={group.category_id}>
          {showHeadings && (
            <div className="exercise-picker-heading small fw-semibold text-uppercase text-body-secondary px-3 py-1">
              {group.category_name}
            </div>
          )}
          {group.exercises.length === 0 && (
            <div className="px-3 py-2 small text-body-secondary">{t("picker.emptyCategory")}</div>
          )}
          {group.exercises.map((exercise) => {
            const isTaken = taken.has(exercise.id);
            const isChosen = chosen.includes(exercise.id);
            return (
              <label
                key={exercise.id}
                className={`exercise-option d-flex align-items-center gap-2 px-3${isChosen ? " active" : ""}${isTaken ? " taken" : ""}`}
              >
                <input
                  type={multiple ? "checkbox" : "radio"}
                  name="exercise"
                  className="form-check-input mt-0"
                  checked={isChosen || isTaken}
                  disabled={isTaken}
                  onChange={() => onToggle(exercise.id)}
                />
                <span className={isTaken ? "text-decoration-line-through" : undefined}>{exercise.name}</span>
                {isTaken && <span className="visually-hidden">{t("picker.taken")}</span>}
              </label>
            );
          })}
        </div>
      ))}
    </div>
  );
}
