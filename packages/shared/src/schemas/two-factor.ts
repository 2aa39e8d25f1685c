import { z } from "zod";
import { stepTokenSchema } from "./sign-in-steps.js";

// Two-factor sign-in: an authenticator app (TOTP, RFC 6238) with ten single-use recovery codes, and the
// admins' requirement (decision 047). Passkeys, the other second factor, have their own schema file.

/** Recovery codes made per enrolment (and per "new codes"). */
export const RECOVERY_CODE_COUNT = 10;

/** GET /api/v1/two-factor: what the member has set up; never a seed or a code. */
export const twoFactorStatusSchema = z.object({
  totp_enabled: z.boolean(),
  totp_confirmed_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  passkeys: z.number().int(),
  /** The admins' requirement applies to this member and no second factor is set up yet. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The password again before a change to the account's sign-in (a session left open is not enough). */
export const twoFactorPasswordSchema = z.object({
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(128, "Password must be at most 128 characters"),
});
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordSchema>;

/** POST /api/v1/two-factor/totp: a new, unconfirmed authenticator; the seed is shown this once. */
export const totpEnrolmentSchema = z.object({
  /** Base32, as authenticator apps take it when typed by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The URI as a QR code, an SVG data URL. */
  qr_code: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** A 6-digit code from the authenticator; spaces (as apps show "123 456") are dropped. */
export const totpCodeSchema = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

export const totpConfirmSchema = z.object({ code: totpCodeSchema });
export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;

/** Ten fresh recovery codes, in the only answer that ever holds them. */
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * POST /api/auth/login/second-factor: the step token from the login's 401 and either a 6-digit code from
 * the authenticator or one of the recovery codes ("4f7k-9q2m-x8"; case, spaces and dashes do not matter).
 */
export const secondFactorLoginSchema = z.object({
  mfa_token: stepTokenSchema,
  code: z
    .string({ error: "Enter a code" })
    .trim()
    .min(1, "Enter a code")
    .max(40, "That code is too long: enter 6 digits or a recovery code"),
});
export type SecondFactorLoginInput = z.input<typeof secondFactorLoginSchema>;

/** GET/PUT /api/admin/security. */
export const adminSecuritySchema = z.object({
  require_admin_2fa: z.boolean(),
  /** Whether the calling admin has a second factor: without one, the admin API is closed while required. */
  caller_has_second_factor: z.boolean(),
});
export type AdminSecurity = z.infer<typeof adminSecuritySchema>;

export const adminSecurityInputSchema = z.object({
  require_admin_2fa: z.boolean({ error: "require_admin_2fa must be true or false" }),
});
export type AdminSecurityInput = z.input<typeof adminSecurityInputSchema>;

/** DELETE /api/admin/users/{id}/two-factor: what the reset removed. */
export const adminTwoFactorResetSchema = z.object({
  id: z.number().int(),
  authenticator_removed: z.boolean(),
  passkeys_removed: z.number().int(),
});
export type AdminTwoFactorReset = z.infer<typeof adminTwoFactorResetSchema>;

/** The admin API's answer (403) to an admin without a second factor while the requirement is on. */
export const ADMIN_SECOND_FACTOR_REQUIRED =
  "Set up two-factor sign-in first: the admin area requires it for administrators.";
