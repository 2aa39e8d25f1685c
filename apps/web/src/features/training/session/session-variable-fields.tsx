import type { UseFormRegisterReturn } from "react-hook-form";
import { NumberField } from "../../../components/number-field";
import { useT } from "./i18n";

type Field = "body_weight" | "hours_of_sleep" | "calories_prior_session" | "caffeine_intake";

type Props = {
  /** Prefix for the inputs' ids, so two forms on one page never share one. */
  idPrefix: string;
  unit: string;
  fields: Record<Field, UseFormRegisterReturn>;
  errors: Partial<Record<Field, { message?: string }>>;
  /** Upper bounds where a form has them (the add-session form does). */
  max?: Partial<Record<Field, number>>;
};

/** Bodyweight, sleep, calories and caffeine: what the add-session and complete forms both ask for. */
export function SessionVariableFields({ idPrefix, unit, fields, errors, max = {} }: Props) {
  const t = useT();
  const field = (name: Field, label: string, suffix: string, decimal = false) => (
    <NumberField
      key={name}
      className="col-6 mb-2"
      id={`${idPrefix}-${name}`}
      label={label}
      suffix={suffix}
      decimal={decimal}
      min={1}
      max={max[name]}
      registration={fields[name]}
      error={errors[name]?.message}
    />
  );
  const rows: [Field, string, string, boolean][] = [
    ["body_weight", t("fields.bodyweight"), unit, true],
    ["hours_of_sleep", t("fields.sleep"), t("fields.hrs"), true],
    ["calories_prior_session", t("fields.calories"), "kcal", false],
    ["caffeine_intake", t("fields.caffeine"), "mg", false],
  ];
  return <div className="row g-2">{rows.map((row) => field(...row))}</div>;
}
