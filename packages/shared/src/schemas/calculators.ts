import { z } from "zod";
import { rpeSchema } from "./common.js";

/**
 * The calculators' inputs as typed (strings), with their bounds (docs/product.md, "Validation and
 * limits": reps 1 to 24, weight 1 to 1000, RPE 1 to 10 in half steps). Calculators run in the browser;
 * nothing here goes to the API.
 */
const typedNumber = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .transform(Number)
    .pipe(z.number({ error: `${label} must be a number` }));

export const calculatorRepsSchema = typedNumber("Reps").pipe(
  z
    .number()
    .int("Reps must be a whole number")
    .min(1, "Reps must be at least 1")
    .max(24, "Reps must be at most 24"),
);

export const calculatorWeightSchema = typedNumber("Weight").pipe(
  z.number().min(1, "Weight must be at least 1").max(1000, "Weight must be at most 1000"),
);

export const calculatorRpeSchema = typedNumber("RPE").pipe(rpeSchema);

/** Blank means "no RPE" (a cleared field read as RPE 0 would over-estimate). */
export const calculatorOptionalRpeSchema = z.union([
  z
    .string()
    .trim()
    .length(0)
    .transform(() => null),
  calculatorRpeSchema,
]);

/** The one-rep max calculator's form: one set, its RPE optional. */
export const oneRepMaxInputSchema = z.object({
  reps: calculatorRepsSchema,
  weight: calculatorWeightSchema,
  rpe: calculatorOptionalRpeSchema,
});
export type OneRepMaxInput = z.input<typeof oneRepMaxInputSchema>;
export type OneRepMaxSet = z.output<typeof oneRepMaxInputSchema>;
