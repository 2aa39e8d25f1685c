import { useQuery } from "@tanstack/react-query";
import type { ExerciseGroup } from "@topset/shared";
import { useState, type FormEvent } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { Link } from "react-router";
import { paths } from "../../app/paths";
import { ExercisePicker } from "./exercise-picker";
import { FormModalBody } from "../../components/form-modal";
import { addLogs } from "./logs.api";
import { exerciseGroupsQuery } from "./sessions.api";
import { useSessionMutation } from "./use-session-mutation";

type Props = { sessionId: number; taken: ReadonlySet<number>; show: boolean; onHide: () => void };

/**
 * Spec §5 'Add a exercise': one exercise (category, then exercise) or several at once; the session's
 * exercises are shown disabled and struck. The body unmounts when the modal has faded out (300 ms),
 * so the next opening starts fresh.
 */
export function AddExerciseModal({ show, onHide, ...rest }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered>
      <AddExerciseForm {...rest} onHide={onHide} />
    </Modal>
  );
}

function AddExerciseForm({ sessionId, taken, onHide }: Omit<Props, "show">) {
  const groups = useQuery(exerciseGroupsQuery());
  const [several, setSeveral] = useState(false);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const save = useSessionMutation(
    sessionId,
    (ids: number[]) => addLogs({ session_id: sessionId, logs: ids.map((exercise_id) => ({ exercise_id })) }),
    onHide,
  );

  const toggle = (id: number) =>
    setChosen((current) =>
      several ? (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]) : [id],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0) save.mutate(chosen);
  };
  const list: ExerciseGroup[] = several
    ? (groups.data ?? [])
    : (groups.data ?? []).filter((g) => g.category_id === categoryId);

  return (
    <FormModalBody
      title="Add a exercise"
      onSubmit={submit}
      onHide={onHide}
      submitLabel={chosen.length > 1 ? `Add ${chosen.length} exercises` : "Add"}
      pending={save.isPending}
      submitDisabled={chosen.length === 0}
      error={save.error}
    >
      {groups.isPending ? (
        <div className="text-center py-4">
          <Spinner animation="border" variant="primary" />
          <span className="visually-hidden">Loading...</span>
        </div>
      ) : groups.error ? (
        <p className="text-danger mb-0">{groups.error.message}</p>
      ) : groups.data.length === 0 ? (
        <p className="mb-0">
          You have no exercises yet. <Link to={paths.addExercise.href()}>Add an exercise first</Link>.
        </p>
      ) : (
        <>
          <Form.Check
            type="switch"
            id="exercise-several"
            className="mb-3"
            label="Choose several"
            checked={several}
            onChange={(event) => {
              setSeveral(event.target.checked);
              setChosen([]);
            }}
          />
          {!several && (
            <Form.Group className="mb-3" controlId="exercise-category">
              <Form.Label>Category</Form.Label>
              <Form.Select
                autoFocus
                value={categoryId ?? ""}
                onChange={(event) => {
                  setCategoryId(event.target.value ? Number(event.target.value) : null);
                  setChosen([]);
                }}
              >
                <option value="">Choose a category</option>
                {groups.data.map((group) => (
                  <option key={group.category_id} value={group.category_id}>
                    {group.category_name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          {(several || categoryId !== null) && (
            <ExercisePicker
              groups={list}
              taken={taken}
              chosen={chosen}
              multiple={several}
              onToggle={toggle}
            />
          )}
        </>
      )}
    </FormModalBody>
  );
}
