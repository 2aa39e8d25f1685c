import type { z } from "zod";
import { translateText } from "../../lib/i18n";

/**
 * The calculators' input bounds, the same as their schemas in @topset/shared (docs/product.md,
 * "Validation and limits"), so the browser's arrows step within them.
 */
export const repsInput = { min: 1, max: 24, step: 1 } as const;
export const weightInput = { min: 1, max: 1000, step: "any" } as const;
export const rpeInput = { min: 1, max: 10, step: 0.5 } as const;

/** The parsed value, or the first message when the text is filled in but wrong (blank shows no error). */
export function check<T>(schema: z.ZodType<T, string>, text: string): { value?: T; error?: string } {
  const parsed = schema.safeParse(text);
  if (parsed.success) return { value: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return text.trim() === "" ? {} : { error: message === undefined ? undefined : translateText(message) };
}
