import { z } from "zod";
import { grantScopeSchema } from "./coaching.js";

// Access codes: a member hands a coach a one-time code; the coach then reads, never writes
// (docs/product.md, "Coaching"; docs/decisions/033-coach-access.md).

export const ACCESS_CODE_DAYS_DEFAULT = 7;
export const ACCESS_CODE_DAYS_MAX = 90;
/** `tsc_` + 43 base64url characters (256 bits); the length bounds what redeem reads. */
export const ACCESS_CODE_MAX_LENGTH = 100;

/** The create form's fields; the call also takes no body at all. */
export const accessCodeFieldsSchema = z.object({
  label: z.string({ error: "Label must be text" }).trim().max(60, "Label is at most 60 characters").nullish(),
  expires_in_days: z
    .number({ error: "Days must be a number" })
    .int("Days must be a whole number")
    .min(1, "At least 1 day")
    .max(ACCESS_CODE_DAYS_MAX, `At most ${ACCESS_CODE_DAYS_MAX} days`)
    .optional(),
  /** What the grant allows (default `read`, as before scopes existed). */
  scope: grantScopeSchema.optional(),
});
export const createAccessCodeSchema = accessCodeFieldsSchema.nullish();
export type CreateAccessCodeInput = z.input<typeof createAccessCodeSchema>;

/** The answer of POST /access-codes: the only time `code` is ever shown. */
export const createdAccessCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string().nullable(),
  expires_at: z.string(),
  scope: grantScopeSchema,
});
export type CreatedAccessCode = z.infer<typeof createdAccessCodeSchema>;

/** Who redeemed a code: the coach, as the athlete sees them. */
export const coachSchema = z.object({ id: z.number(), username: z.string() });

/**
 * A code as its owner lists it, never with the code itself. `state`: waiting to be redeemed, expired
 * unused, active (a coach reads), or revoked.
 */
export const accessCodeSchema = z.object({
  id: z.number(),
  label: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  state: z.enum(["unused", "expired", "active", "revoked"]),
  redeemed_by: coachSchema.nullable(),
  redeemed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  scope: grantScopeSchema,
});
export type AccessCode = z.infer<typeof accessCodeSchema>;

export const redeemAccessCodeSchema = z.object({
  code: z
    .string({ error: "Enter the code" })
    .trim()
    .min(1, "Enter the code")
    .max(ACCESS_CODE_MAX_LENGTH, "That is not an access code"),
});
export type RedeemAccessCodeInput = z.input<typeof redeemAccessCodeSchema>;

/** An athlete as their coach lists them. */
export const athleteSchema = z.object({
  id: z.number(),
  username: z.string(),
  grant_id: z.number(),
  since: z.string(),
  scope: grantScopeSchema,
});
export type Athlete = z.infer<typeof athleteSchema>;
