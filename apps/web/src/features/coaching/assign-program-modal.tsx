import { useSuspenseQuery } from "@tanstack/react-query";
import { athleteMaxSchema, idSchema, type RosterAthlete } from "@topset/shared";
import { Suspense } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { FormModalBody } from "../../components/form-modal";
import { NumberField } from "../../components/number-field";
import { PageSpinner } from "../../components/page-spinner";
import { programsQuery } from "../../lib/programs";
import { routinesQuery } from "../../lib/routines";
import { formResolver } from "../../lib/i18n/form-resolver";
import { showToast } from "../../lib/ui-store";
import { useAssignProgram } from "./coaching.api";
import { t as translate, useT } from "./i18n";
import { programLifts, type ProgramLift } from "./program-lifts";

// The form holds every athlete's max fields, blank ones included; a blank max is left out of the call.
const assignFormSchema = z.object({
  program_id: z.number({ error: () => translate("assignProgram.chooseProgram") }).pipe(idSchema),
  athletes: z.array(
    z.object({
      athlete_id: idSchema,
      maxes: z.array(z.object({ exercise_id: idSchema, weight: athleteMaxSchema.shape.weight.optional() })),
    }),
  ),
});
type Values = z.input<typeof assignFormSchema>;
type Checked = z.output<typeof assignFormSchema>;

const blankMaxes = (athletes: readonly RosterAthlete[], lifts: readonly ProgramLift[]) =>
  athletes.map((a) => ({
    athlete_id: a.id,
    maxes: lifts.map((l) => ({ exercise_id: l.exercise_id, weight: undefined })),
  }));

type Props = { athletes: RosterAthlete[]; show: boolean; onHide: () => void; onDone: () => void };

/** "Assign program": one of my programs, copied into each chosen athlete's account with their maxes. */
export function AssignProgramModal({ athletes, show, onHide, onDone }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered scrollable>
      {show && (
        <Suspense fallback={<PageSpinner />}>
          <AssignProgramForm athletes={athletes} onHide={onHide} onDone={onDone} />
        </Suspense>
      )}
    </Modal>
  );
}

function AssignProgramForm({ athletes, onHide, onDone }: Omit<Props, "show">) {
  const t = useT();
  const { data: programs } = useSuspenseQuery(programsQuery());
  const { data: routines } = useSuspenseQuery(routinesQuery());
  const assign = useAssignProgram();
  const form = useForm<Values, unknown, Checked>({
    resolver: formResolver(assignFormSchema),
    defaultValues: { program_id: undefined, athletes: blankMaxes(athletes, []) },
  });
  const { register, formState, control, setValue } = form;
  const programId = useWatch({ control, name: "program_id" });
  const program = programs.find((p) => p.id === programId);
  const lifts = program ? programLifts(program, routines) : [];

  const submit = (values: Checked) => {
    const input = {
      athletes: values.athletes.map((a) => ({
        athlete_id: a.athlete_id,
        maxes: a.maxes.flatMap((m) =>
          m.weight === undefined ? [] : [{ exercise_id: m.exercise_id, weight: m.weight }],
        ),
      })),
    };
    assign.mutate(
      { programId: values.program_id, input },
      {
        onSuccess: (assigned) => {
          showToast(t("assignProgram.assigned", { count: assigned.length }));
          onDone();
        },
      },
    );
  };

  return (
    <FormModalBody
      title={t("assignProgram.title")}
      form={form}
      onSubmit={submit}
      onHide={onHide}
      submitLabel={t("assignProgram.submit", { count: athletes.length })}
      pending={assign.isPending}
      error={assign.error}
    >
      <Form.Group className="mb-3" controlId="assign-program">
        <Form.Label className="small fw-semibold">{t("assignProgram.program")}</Form.Label>
        <Form.Select
          isInvalid={Boolean(formState.errors.program_id)}
          {...register("program_id", {
            setValueAs: (v: string) => (v === "" ? undefined : Number(v)),
            onChange: (e: { target: { value: string } }) => {
              const chosen = programs.find((p) => p.id === Number(e.target.value));
              setValue("athletes", blankMaxes(athletes, chosen ? programLifts(chosen, routines) : []));
            },
          })}
        >
          <option value="">{t("assignProgram.choose")}</option>
          {programs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{formState.errors.program_id?.message}</Form.Control.Feedback>
        {programs.length === 0 && <Form.Text>{t("assignProgram.noPrograms")}</Form.Text>}
      </Form.Group>
      {program && lifts.length === 0 && (
        <p className="small text-body-secondary">{t("assignProgram.fixedLoads")}</p>
      )}
      {program && lifts.length > 0 && (
        <>
          <p className="small text-body-secondary mb-2">{t("assignProgram.maxesNote")}</p>
          {athletes.map((a, i) => (
            <fieldset key={a.id} className="border rounded-3 px-2 pt-1 mb-2">
              <legend className="small fw-semibold float-none w-auto px-1 mb-0">{a.username}</legend>
              <div className="row g-2 pb-2">
                {lifts.map((l, j) => (
                  <div key={l.exercise_id} className="col-6 col-sm-4">
                    <NumberField
                      compact
                      decimal
                      optional
                      id={`max-${a.id}-${l.exercise_id}`}
                      label={l.name}
                      min={0}
                      registration={register(`athletes.${i}.maxes.${j}.weight`, {
                        setValueAs: (v: string | number | undefined) =>
                          v === "" || v === undefined ? undefined : Number(v),
                      })}
                      error={formState.errors.athletes?.[i]?.maxes?.[j]?.weight?.message}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          ))}
        </>
      )}
    </FormModalBody>
  );
}
