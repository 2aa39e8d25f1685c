import {
  setFigures,
  setInputSchema,
  weightSchema,
  type Log,
  type SetRow,
  type WeightUnit,
} from "@topset/shared";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useE1rmMethod, usePersonalChart } from "../../../lib/e1rm-method";
import { showToast } from "../../../lib/ui-store";
import { asNullableNumber, asNullableText, asNumber } from "../../../lib/form-inputs";
import { useEntryUnit } from "../../../lib/settings-store";
import { FormModalBody } from "../../../components/form-modal";
import { NumberField } from "../../../components/number-field";
import { rememberEntry, setDefaults } from "./set-memory";
import { addSet, changeSet, deleteSet } from "../writes/training-writes.api";
import { useTrainingWrite } from "../writes/use-training-write";
import { Icon } from "../../../components/icon";
import { trashIcon } from "../../../components/icons";
import { formResolver } from "../../../lib/i18n/form-resolver";
import { t as text, useT } from "./i18n";

// Weight is at least 1 on this form; the API also takes 0 from other clients (docs/product.md, "Sets").
const schema = setInputSchema
  .pick({ reps: true, rpe: true, notes: true })
  .extend({ weight: weightSchema.min(1, { error: () => text("setModal.weightMin") }) });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

type Props = { log: Log; set?: SetRow; show: boolean; onHide: () => void };

/** Add a set, or modify one (with Delete): reps, then weight, then RPE, then notes. */
export function SetModal({ show, onHide, ...rest }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered>
      <SetForm {...rest} onHide={onHide} />
    </Modal>
  );
}

function SetForm({ log, set, onHide }: Omit<Props, "show">) {
  const t = useT();
  const unit = useEntryUnit();
  const method = useE1rmMethod();
  const chart = usePersonalChart();
  const defaults = setDefaults(log, set, unit);
  const form = useForm<Values, unknown, Output>({
    resolver: formResolver(schema),
    defaultValues: defaults,
  });
  const { register, control, formState } = form;
  const [reps, weight] = useWatch({ control, name: ["reps", "weight"] });
  const { errors } = formState;
  const filled = (v: unknown) => typeof v === "number" && !Number.isNaN(v);

  const save = useTrainingWrite(
    (entry: Output) => {
      const values = {
        rpe: null,
        notes: null,
        ...entry,
        ...entered(entry.weight, defaults.weight, set, unit),
      };
      // Until the server's answer replaces it, the set shows the figures the server would send.
      const figures = setFigures(values, method, chart);
      return set ? changeSet(log, set, values, figures) : addSet(log, values, figures);
    },
    {
      onDone: (values) => {
        rememberEntry(log.exercise_id, { reps: values.reps, weight: values.weight, unit });
        onHide();
      },
    },
  );
  const remove = useTrainingWrite((removed: SetRow) => deleteSet(log, removed), {
    onDone: () => {
      showToast(t("setModal.deleted"));
      onHide();
    },
  });
  const pending = save.isPending || remove.isPending;

  return (
    <FormModalBody
      title={set ? t("setModal.modifyTitle", { name: log.name }) : t("setModal.addTitle", { name: log.name })}
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onHide={onHide}
      submitLabel={set ? t("setModal.save") : t("setModal.addSet")}
      pending={pending}
      submitDisabled={!filled(reps) || !filled(weight)}
      error={save.error ?? remove.error}
      footerStart={
        set && (
          <Button
            variant="outline-danger"
            className="py-2"
            onClick={() => remove.mutate(set)}
            disabled={pending}
          >
            <Icon svg={trashIcon} className="me-1" />
            {t("setModal.delete")}
          </Button>
        )
      }
    >
      <div className="row g-2">
        <NumberField
          className="col-4 mb-2"
          id="set-reps"
          label={t("setModal.reps")}
          autoFocus
          min={1}
          max={30}
          registration={register("reps", asNumber)}
          error={errors.reps?.message}
        />
        <NumberField
          className="col-8 mb-2"
          id="set-weight"
          label={t("setModal.weight")}
          suffix={unit}
          decimal
          min={1}
          disabled={!filled(reps)}
          registration={register("weight", asNumber)}
          error={errors.weight?.message}
        />
      </div>
      <NumberField
        id="set-rpe"
        label={t("setModal.rpe")}
        decimal
        min={1}
        max={10}
        step={0.5}
        placeholder={t("setModal.rpePlaceholder")}
        disabled={!filled(weight)}
        registration={register("rpe", asNullableNumber)}
        error={errors.rpe?.message}
      />
      <Form.Group controlId="set-notes">
        <Form.Label>{t("setModal.notes")}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={1000} {...register("notes", asNullableText)} />
      </Form.Group>
    </FormModalBody>
  );
}

/**
 * What is sent as the weight: an untouched weight of a modified set keeps its stored value and unit
 * (102.5 kg shown as 225.97 lbs stays 102.5 kg); anything typed is taken in the user's unit.
 */
function entered(weight: number, shown: number | undefined, set: SetRow | undefined, unit: WeightUnit) {
  if (set && weight === shown) return { weight: set.weight, weight_unit: set.weight_unit };
  return { weight, weight_unit: unit };
}
