import type { UseFormRegisterReturn } from "react-hook-form";
import { NumberField } from "../../../components/number-field";

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
  const field = (name: Field, label: string, suffix: string, decimal = false) => (
    <NumberField
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
  return (
    <div className="row g-2">
      {field("body_weight", "Bodyweight", unit, true)}
      {field("hours_of_sleep", "Sleep", "hrs", true)}
      {field("calories_prior_session", "Calories", "kcal")}
      {field("caffeine_intake", "Caffeine", "mg")}
    </div>
  );
}
