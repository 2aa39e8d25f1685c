import { useSuspenseQuery } from "@tanstack/react-query";
import { athleteMaxSchema, idSchema, updateAthleteProgramSchema, type Program } from "@topset/shared";
import { Suspense } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useFieldArray, useForm } from "react-hook-form";
import { z } from "zod";
import { FormModalBody } from "../../components/form-modal";
import { NumberField } from "../../components/number-field";
import { PageSpinner } from "../../components/page-spinner";
import { formResolver } from "../../lib/i18n/form-resolver";
import { showToast } from "../../lib/ui-store";
import { athleteExercisesQuery, useAthleteProgramWrite } from "./coaching.api";
import { useT } from "./i18n";

// The PATCH's fields, with a max left blank allowed: a blank one is dropped (the list replaces the stored one).
const settingsFormSchema = z.object({
  name: updateAthleteProgramSchema.shape.name.unwrap(),
  maxes: z.array(z.object({ exercise_id: idSchema, weight: athleteMaxSchema.shape.weight.optional() })),
});
type Values = z.input<typeof settingsFormSchema>;
type Checked = z.output<typeof settingsFormSchema>;

type Props = { athleteId: number; program: Program | null; onHide: () => void };

/** Settings of a program I wrote for the athlete: its name and the athlete's maxes. */
export function ProgramSettingsModal({ athleteId, program, onHide }: Props) {
  return (
    <Modal show={program !== null} onHide={onHide} centered scrollable>
      {program && (
        <Suspense fallback={<PageSpinner />}>
          <SettingsForm athleteId={athleteId} program={program} onHide={onHide} />
        </Suspense>
      )}
    </Modal>
  );
}

function SettingsForm({
  athleteId,
  program,
  onHide,
}: {
  athleteId: number;
  program: Program;
  onHide: () => void;
}) {
  const t = useT();
  const { data: exercises } = useSuspenseQuery(athleteExercisesQuery(athleteId));
  const { update } = useAthleteProgramWrite(athleteId);
  const form = useForm<Values, unknown, Checked>({
    resolver: formResolver(settingsFormSchema),
    defaultValues: {
      name: program.name,
      maxes: Object.entries(program.training_maxes ?? {}).map(([id, weight]) => ({
        exercise_id: Number(id),
        weight,
      })),
    },
  });
  const { register, formState, control } = form;
  const maxes = useFieldArray({ control, name: "maxes" });
  const nameOf = new Map(exercises.map((e) => [e.id, e.name]));
  const listed = new Set(maxes.fields.map((m) => m.exercise_id));

  const submit = (values: Checked) =>
    update.mutate(
      {
        programId: program.id,
        change: {
          name: values.name,
          maxes: values.maxes.flatMap((m) =>
            m.weight === undefined ? [] : [{ exercise_id: m.exercise_id, weight: m.weight }],
          ),
        },
      },
      {
        onSuccess: () => {
          showToast(t("programSettings.saved"));
          onHide();
        },
      },
    );

  return (
    <FormModalBody
      title={t("programSettings.title")}
      form={form}
      onSubmit={submit}
      onHide={onHide}
      submitLabel={t("programSettings.save")}
      pending={update.isPending}
      error={update.error}
    >
      <Form.Group className="mb-3" controlId="program-name">
        <Form.Label className="small fw-semibold">{t("programSettings.name")}</Form.Label>
        <Form.Control {...register("name")} isInvalid={Boolean(formState.errors.name)} />
        <Form.Control.Feedback type="invalid">{formState.errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <p className="small fw-semibold mb-1">{t("programSettings.maxes")}</p>
      <p className="small text-body-secondary mb-2">{t("programSettings.maxesNote")}</p>
      <div className="row g-2 mb-2">
        {maxes.fields.map((m, i) => (
          <div key={m.id} className="col-6">
            <NumberField
              compact
              decimal
              optional
              id={`program-max-${m.exercise_id}`}
              label={nameOf.get(m.exercise_id) ?? t("programSettings.exercise", { id: m.exercise_id })}
              min={0}
              registration={register(`maxes.${i}.weight`, {
                setValueAs: (v: string | number | undefined) =>
                  v === "" || v === undefined ? undefined : Number(v),
              })}
              error={formState.errors.maxes?.[i]?.weight?.message}
            />
          </div>
        ))}
      </div>
      <Form.Select
        size="sm"
        aria-label={t("programSettings.addMaxLabel")}
        value=""
        onChange={(e) => {
          const id = Number(e.target.value);
          if (id) maxes.append({ exercise_id: id, weight: undefined });
        }}
      >
        <option value="">{t("programSettings.addMax")}</option>
        {exercises
          .filter((e) => !listed.has(e.id))
          .map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
      </Form.Select>
      {maxes.fields.length > 0 && (
        <Button variant="link" size="sm" className="px-0" onClick={() => maxes.replace([])}>
          {t("programSettings.clearMaxes")}
        </Button>
      )}
    </FormModalBody>
  );
}
