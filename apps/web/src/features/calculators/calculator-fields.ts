import { rpeSchema } from "@topset/shared";
import { z } from "zod";

/**
 * The calculators' inputs as typed (strings), with their bounds (docs/product.md, "Validation and limits": reps 1 to 24, weight 1 to
 * 1000, RPE 1 to 10 in half steps). Calculators run in the browser; nothing here goes to the API.
 */
const typedNumber = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .transform(Number)
    .pipe(z.number({ error: `${label} must be a number` }));

export const repsField = typedNumber("Reps").pipe(
  z
    .number()
    .int("Reps must be a whole number")
    .min(1, "Reps must be at least 1")
    .max(24, "Reps must be at most 24"),
);

export const weightField = typedNumber("Weight").pipe(
  z.number().min(1, "Weight must be at least 1").max(1000, "Weight must be at most 1000"),
);

export const rpeField = typedNumber("RPE").pipe(rpeSchema);

/** The same bounds on the inputs, so the browser's arrows step within them. */
export const repsInput = { min: 1, max: 24, step: 1 } as const;
export const weightInput = { min: 1, max: 1000, step: "any" } as const;
export const rpeInput = { min: 1, max: 10, step: 0.5 } as const;

/** Blank means "no RPE" (the original read a cleared field as RPE 0 and over-estimated). */
export const optionalRpeField = z.union([
  z
    .string()
    .trim()
    .length(0)
    .transform(() => null),
  rpeField,
]);

/** The parsed value, or the first message when the text is filled in but wrong (blank shows no error). */
export function check<T>(schema: z.ZodType<T, string>, text: string): { value?: T; error?: string } {
  const parsed = schema.safeParse(text);
  if (parsed.success) return { value: parsed.data };
  return text.trim() === "" ? {} : { error: parsed.error.issues[0]?.message };
}
