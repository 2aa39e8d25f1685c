import { plateSetupSchema, type PlateSetup } from "@topset/shared";
import { useEffect } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { NumberField } from "../../components/number-field";
import { Icon } from "../../components/icon";
import { plusLgIcon, trashIcon } from "../../components/icons";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The editor holds text; the shared contract checks it (messages land on the field of the same path,
 * "plates.1.count"), and the plates come out heaviest first, as the calculator and the diagram read them.
 */
const draftSchema = z
  .object({
    bar_weight: z.string(),
    collar_weight: z.string(),
    plates: z.array(z.object({ weight: z.string(), count: z.string() })),
  })
  .transform((d) => ({
    bar_weight: num(d.bar_weight),
    collar_weight: num(d.collar_weight),
    plates: d.plates.map((p) => ({ weight: num(p.weight), count: num(p.count) })),
  }))
  .pipe(plateSetupSchema)
  .transform((setup) => ({ ...setup, plates: [...setup.plates].sort((a, b) => b.weight - a.weight) }));
type Draft = z.input<typeof draftSchema>;

const toDraft = (s: PlateSetup): Draft => ({
  bar_weight: String(s.bar_weight),
  collar_weight: String(s.collar_weight),
  plates: s.plates.map((p) => ({ weight: String(p.weight), count: String(p.count) })),
});

const parse = (draft: Draft): PlateSetup | undefined => {
  const result = draftSchema.safeParse(draft);
  return result.success ? result.data : undefined;
};

type EquipmentEditorProps = {
  initial: PlateSetup;
  unitLabel: string;
  /** Every valid edit, so the calculator follows the draft before it is saved. */
  onChange: (setup: PlateSetup | undefined) => void;
  onSave: (setup: PlateSetup) => void;
  onReset: () => void;
  saving: boolean;
  dirty: boolean;
};

/** The bar, one collar's weight and the plates on hand (how many fit on each side), editable. */
export function EquipmentEditor({
  initial,
  unitLabel,
  onChange,
  onSave,
  onReset,
  saving,
  dirty,
}: EquipmentEditorProps) {
  const t = useT();
  const { register, handleSubmit, control, formState, trigger } = useForm<Draft, unknown, PlateSetup>({
    resolver: formResolver(draftSchema),
    defaultValues: toDraft(initial),
    mode: "onChange",
  });
  const plates = useFieldArray({ control, name: "plates" });
  const draft = useWatch({ control }) as Draft;
  const setup = parse(draft);
  const { errors } = formState;
  const platesError = errors.plates?.message ?? errors.plates?.root?.message;

  // Every edit re-checks the whole draft (one plate size twice is the list's error, not a field's).
  useEffect(() => {
    onChange(parse(draft));
    if (formState.isDirty) void trigger();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft's content is what changes
  }, [JSON.stringify(draft)]);

  return (
    <Form onSubmit={(e) => void handleSubmit(onSave)(e)} noValidate>
      <div className="row g-2 mb-3">
        <div className="col-6">
          <NumberField
            id="plate-bar"
            compact
            decimal
            label={t("equipment.bar")}
            suffix={unitLabel}
            registration={register("bar_weight")}
            error={errors.bar_weight?.message}
            min={0}
            max={100}
            step="any"
          />
        </div>
        <div className="col-6">
          <NumberField
            id="plate-collar"
            compact
            decimal
            label={t("equipment.collarEach")}
            suffix={unitLabel}
            registration={register("collar_weight")}
            error={errors.collar_weight?.message}
            min={0}
            max={10}
            step="any"
          />
        </div>
      </div>
      <div className="d-flex gap-2 small fw-semibold mb-1" aria-hidden="true">
        <span className="flex-grow-1">{t("equipment.plateColumn", { unit: unitLabel })}</span>
        <span className="plate-count-column">{t("equipment.onEachSide")}</span>
      </div>
      <ul className="list-unstyled mb-2" aria-label={t("equipment.plates")}>
        {plates.fields.map((field, i) => (
          <li key={field.id} className="d-flex gap-2 align-items-start mb-2">
            <Form.Group className="flex-grow-1" controlId={`plate-weight-${i}`}>
              <Form.Label visuallyHidden>{t("equipment.plateWeight", { number: i + 1 })}</Form.Label>
              <Form.Control
                type="number"
                inputMode="decimal"
                step="any"
                isInvalid={Boolean(errors.plates?.[i]?.weight)}
                {...register(`plates.${i}.weight`)}
              />
              <Form.Control.Feedback type="invalid">
                {errors.plates?.[i]?.weight?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <span className="pt-2 text-body-secondary" aria-hidden="true">
              ×
            </span>
            <Form.Group className="plate-count-column" controlId={`plate-count-${i}`}>
              <Form.Label visuallyHidden>{t("equipment.plateCount", { number: i + 1 })}</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                step={1}
                min={0}
                max={20}
                isInvalid={Boolean(errors.plates?.[i]?.count)}
                {...register(`plates.${i}.count`)}
              />
              <Form.Control.Feedback type="invalid">
                {errors.plates?.[i]?.count?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Button
              variant="outline-secondary"
              aria-label={t("equipment.removePlate", { number: i + 1 })}
              onClick={() => plates.remove(i)}
            >
              <Icon svg={trashIcon} />
            </Button>
          </li>
        ))}
      </ul>
      {platesError && <p className="text-danger small">{platesError}</p>}
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-secondary"
          onClick={() => plates.append({ weight: "", count: "1" }, { shouldFocus: false })}
          disabled={plates.fields.length >= 15}
        >
          <Icon svg={plusLgIcon} className="me-1" />
          {t("equipment.addPlate")}
        </Button>
        <Button variant="outline-secondary" onClick={onReset}>
          {t("equipment.defaults")}
        </Button>
        <Button type="submit" className="ms-auto" disabled={!setup || saving || !dirty}>
          {saving ? t("equipment.saving") : t("equipment.save")}
        </Button>
      </div>
    </Form>
  );
}
