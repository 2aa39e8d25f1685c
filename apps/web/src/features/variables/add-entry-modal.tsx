import { useMutation } from "@tanstack/react-query";
import type { CreateVariableInput, WeightUnit } from "@topset/shared";
import Modal from "react-bootstrap/Modal";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../components/form-modal";
import { asNumber } from "../../lib/form-inputs";
import { NumberField } from "../../components/number-field";
import type { TrackerConfig } from "./tracker-configs";
import { createEntry } from "./variables.api";
import type { TrackerRow } from "./tracker-view";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

type Values = Record<string, number | undefined>;

type Props<T extends TrackerRow> = {
  config: TrackerConfig<T>;
  unit: WeightUnit;
  show: boolean;
  onHide: () => void;
  onAdded: (entry: T) => void;
};

/** The tracker's static add modal: its fields with their bounds (docs/product.md, "Validation and limits"), Submit and Cancel. */
export function AddEntryModal<T extends TrackerRow>({ show, onHide, ...rest }: Props<T>) {
  return (
    <Modal show={show} onHide={onHide} backdrop="static" centered aria-label={rest.config.add.title}>
      <AddEntryForm onHide={onHide} {...rest} />
    </Modal>
  );
}

function AddEntryForm<T extends TrackerRow>({ config, unit, onHide, onAdded }: Omit<Props<T>, "show">) {
  const t = useT();
  const form = useForm<Values, unknown, Record<string, unknown>>({
    // The three add schemas take numbers only; the generic form holds them by field name.
    resolver: formResolver(config.add.schema as z.ZodType<Record<string, unknown>, Values>),
  });
  const { register, formState } = form;
  const add = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      createEntry(config.entrySchema, { ...values, ...config.add.extra?.(unit) } as CreateVariableInput),
    onSuccess: (entry) => {
      onAdded(entry);
      onHide();
    },
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;

  return (
    <FormModalBody
      title={config.add.title}
      form={form}
      onSubmit={(values) => add.mutate(values)}
      onHide={onHide}
      submitLabel={t("addModal.submit")}
      pending={add.isPending}
      error={add.error}
    >
      {config.add.fields(unit).map((field, index) => (
        <NumberField
          key={field.name}
          id={`${config.kind}-${field.name}`}
          label={field.required ? field.label : t("addModal.optional", { label: field.label })}
          registration={register(field.name, asNumber)}
          error={errors[field.name]?.message}
          min={field.min}
          max={field.max}
          step={field.step}
          decimal={field.step === "any"}
          suffix={field.suffix}
          autoFocus={index === 0}
        />
      ))}
    </FormModalBody>
  );
}
