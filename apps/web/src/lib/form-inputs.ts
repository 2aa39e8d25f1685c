import { isoDateTimeSchema } from "@topset/shared";
import { z } from "zod";

// Register options that turn what an <input> holds into what the shared schemas expect.
const blank = (v: unknown) => v === "" || v === null || v === undefined;

/** Empty → undefined (the field is left out of the request), else a number. */
export const asNumber = { setValueAs: (v: unknown) => (blank(v) ? undefined : Number(v)) };
/** Empty → null (clears the value on a modify), else a number. */
export const asNullableNumber = { setValueAs: (v: unknown) => (blank(v) ? null : Number(v)) };
/** Trimmed text; empty → null. */
export const asNullableText = {
  setValueAs: (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null),
};
/** Trimmed text; empty → undefined. */
export const asOptionalText = {
  setValueAs: (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined),
};

const pad = (n: number) => String(n).padStart(2, "0");

/** A date as a datetime-local input holds it ("2026-11-22T19:05", local time). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A required datetime-local field, sent as an ISO date-time (the contract's format). */
export const localDateTimeSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .transform((v) => {
      const date = new Date(v);
      return Number.isNaN(date.getTime()) ? v : date.toISOString();
    })
    .pipe(isoDateTimeSchema);
