import { z } from "zod";
import { failureSchema } from "./envelope.js";

export const secondFactorKinds = ["totp", "recovery", "passkey"] as const;
export type SecondFactorKind = (typeof secondFactorKinds)[number];

/**
 * POST /api/auth/login's 401 when the password was right and the account has a second factor
 * (decision 047): no session yet, a step token for the second-factor calls, and the factors it may use.
 * A client written before two-factor shows the message, as for any refused login.
 */
export const secondFactorRequiredSchema = failureSchema.extend({
  mfa_required: z.literal(true).optional(),
  mfa_token: z.string().optional(),
  mfa_methods: z.array(z.enum(secondFactorKinds)).optional(),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

/** A step token from an earlier answer (login's `mfa_token`, a passkey or OIDC start). */
export const stepTokenSchema = z
  .string({ error: "The sign-in step is missing; log in again." })
  .min(1, "The sign-in step is missing; log in again.")
  .max(100, "The sign-in step is not valid; log in again.");
