import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { createLogsSchema, type ExerciseGroup } from "@topset/shared";
import { Suspense, useState } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { paths } from "../../../lib/routing/paths";
import { FormModalBody } from "../../../components/form-modal";
import { PageSpinner } from "../../../components/page-spinner";
import { ExercisePicker } from "./exercise-picker";
import { QuickPicks } from "./quick-picks";
import { recentExercisesQuery } from "../fast-entry.api";
import { useCurrentUser } from "../../../lib/auth-store";
import { keepInReach } from "../entry/keep-in-reach";
import { addLogs } from "../writes/training-writes.api";
import { exerciseGroupsQuery } from "../sessions.api";
import { useTrainingWrite } from "../writes/use-training-write";
import { Rich } from "../../../lib/i18n";
import { formResolver } from "../../../lib/i18n/form-resolver";
import { useT } from "./i18n";

const schema = createLogsSchema.pick({ logs: true });
type Values = z.input<typeof schema>;

type Props = { sessionId: number; taken: ReadonlySet<number>; show: boolean; onHide: () => void };

/**
 * 'Add a exercise': one tap on a recent exercise or a search hit adds it; or one exercise (category,
 * then exercise) or several at once; the session's exercises are shown disabled and struck. The body unmounts when the modal has faded out (300 ms),
 * so the next opening starts fresh; it waits for the exercises to choose from.
 */
export function AddExerciseModal({ show, onHide, ...rest }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered>
      <Suspense
        fallback={
          <Modal.Body>
            <PageSpinner />
          </Modal.Body>
        }
      >
        <AddExerciseForm {...rest} onHide={onHide} />
      </Suspense>
    </Modal>
  );
}

function AddExerciseForm({ sessionId, taken, onHide }: Omit<Props, "show">) {
  const t = useT();
  const { data: groups } = useSuspenseQuery(exerciseGroupsQuery());
  const [several, setSeveral] = useState(false);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { logs: [] },
  });
  const { control, getValues, setValue, formState } = form;
  const chosen = useWatch({ control, name: "logs" }).map((log) => log.exercise_id);
  const setChosen = (ids: number[]) =>
    setValue(
      "logs",
      ids.map((exercise_id) => ({ exercise_id })),
      { shouldValidate: formState.isSubmitted },
    );
  const me = useCurrentUser();
  const save = useTrainingWrite(
    (logs: z.output<typeof schema>["logs"]) => {
      const names = new Map(groups.flatMap((g) => g.exercises).map((e) => [e.id, e.name]));
      const exercises = logs.map((l) => ({ id: l.exercise_id, name: names.get(l.exercise_id) ?? "" }));
      return addLogs(sessionId, me?.id ?? 0, exercises);
    },
    {
      onDone: (logs) => {
        onHide();
        // The new exercise is at the bottom: its first set in reach, as after every set.
        const first = logs[0];
        if (first) keepInReach(first.exercise_id);
      },
    },
  );

  const { data: recent = [] } = useQuery(recentExercisesQuery());
  const addNow = (id: number) => save.mutate([{ exercise_id: id }]);

  const toggle = (id: number) => {
    const current = getValues("logs").map((log) => log.exercise_id);
    setChosen(several ? (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]) : [id]);
  };
  const submit = (values: z.output<typeof schema>) => save.mutate(values.logs);
  const list: ExerciseGroup[] = several ? groups : groups.filter((g) => g.category_id === categoryId);

  return (
    <FormModalBody
      title={t("addExercise.title")}
      form={form}
      onSubmit={submit}
      onHide={onHide}
      submitLabel={
        chosen.length > 1 ? t("addExercise.addMany", { count: chosen.length }) : t("addExercise.add")
      }
      pending={save.isPending}
      submitDisabled={chosen.length === 0}
      error={save.error}
    >
      {groups.length === 0 ? (
        <p className="mb-0">
          <Rich
            text={t("addExercise.noExercises")}
            tags={{ link: (text) => <Link to={paths.addExercise.href()}>{text}</Link> }}
          />
        </p>
      ) : (
        <>
          <QuickPicks
            groups={groups}
            recent={recent}
            taken={taken}
            pending={save.isPending}
            onPick={addNow}
          />
          <Form.Check
            type="switch"
            id="exercise-several"
            className="mb-3"
            label={t("addExercise.several")}
            checked={several}
            onChange={(event) => {
              setSeveral(event.target.checked);
              setChosen([]);
            }}
          />
          {!several && (
            <Form.Group className="mb-3" controlId="exercise-category">
              <Form.Label>{t("addExercise.category")}</Form.Label>
              <Form.Select
                autoFocus
                value={categoryId ?? ""}
                onChange={(event) => {
                  setCategoryId(event.target.value ? Number(event.target.value) : null);
                  setChosen([]);
                }}
              >
                <option value="">{t("addExercise.chooseCategory")}</option>
                {groups.map((group) => (
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
          {formState.errors.logs && (
            <p className="small text-danger mt-2 mb-0">
              {formState.errors.logs.message ?? formState.errors.logs.root?.message}
            </p>
          )}
        </>
      )}
    </FormModalBody>
  );
}
