import { z } from "zod";
import { emailSchema, passwordSchema, usernameSchema } from "./auth.js";
import { isValidTimeZone } from "../domain/dates.js";
import { E1RM_METHODS } from "../domain/e1rm.js";
import { isoDateSchema, weightUnitSchema } from "./common.js";
import { idParamSchema } from "./envelope.js";
import { roleSchema } from "./users.js";

/** Profile pictures: images only (checked by content on the server), at most 5 MB. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const accountMessages = {
  pictureUpdated: "Your profile picture has been updated!",
  personalUpdated: "Updated personal information!",
  accountUpdated: "Updated account information!",
  dataDeleted: "All user training data has been deleted!",
  exportRequested: "Request has been sent successfully. We will email you after processing the data!",
  exportTooSoon: "You can request a copy of your data once a day. Please try again tomorrow.",
  accountDeleted: "Your account and all its data have been deleted.",
  userDisabled: "The user has been disabled.",
  userUpdated: "The user has been updated.",
} as const;

/** Empty text means "clear it": the forms send "" for a field the user emptied. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/** A bodyweight as entered: more than 0, at most 1000, up to two decimals (82.35 stays 82.35). */
const bodyweightSchema = z
  .number({ error: "Weight must be a number" })
  .positive("Weight must be more than 0")
  .max(1000, "Weight must be at most 1000")
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "Weight has at most two decimals");

const birthDateSchema = isoDateSchema.refine(
  (v) => v >= "1900-01-01" && v <= new Date().toISOString().slice(0, 10),
  "Birth date must be between 1900 and today",
);

/** An IANA time zone name (Europe/Berlin); null or "" clears it (UTC). */
const timeZoneSchema = z
  .string({ error: "Time zone must be a time zone name" })
  .trim()
  .refine((v) => v === "" || isValidTimeZone(v), "Time zone must be an IANA time zone such as Europe/Berlin")
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional();

/** Only these fields: anything else in the body (role, verified, deleted...) is dropped by zod. */
export const updatePersonalInfoSchema = z.object({
  first_name: optionalText("First name", 100),
  last_name: optionalText("Last name", 100),
  bio: optionalText("Bio", 500),
  birth_date: birthDateSchema.nullable().optional(),
  weight: bodyweightSchema.nullable().optional(),
  weight_unit: weightUnitSchema.optional(),
  timezone: timeZoneSchema,
  e1rm_method: z
    .enum(E1RM_METHODS, { error: "Choose the 3 % formula, the RPE chart or your personal chart" })
    .optional(),
});
export type UpdatePersonalInfoInput = z.input<typeof updatePersonalInfoSchema>;
export type UpdatePersonalInfo = z.output<typeof updatePersonalInfoSchema>;

/**
 * A new password needs current_password (checked here); so does a new e-mail when the owner changes
 * it, which the server checks because only it knows whether the address really changed.
 */
export const updateAccountInfoSchema = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    current_password: z.string().max(128).optional(),
  })
  .refine((v) => v.password === undefined || (v.current_password ?? "") !== "", {
    message: "Please enter your current password to set a new one",
    path: ["current_password"],
  });
export type UpdateAccountInfoInput = z.input<typeof updateAccountInfoSchema>;
export type UpdateAccountInfo = z.output<typeof updateAccountInfoSchema>;

/**
 * DELETE /users/{id}: the owner sends their password (checked on the server, which answers a missing
 * one with a field message); an admin disabling another account sends no body at all.
 */
export const deleteAccountSchema = z
  .object({ password: z.string().max(128, "Password must be at most 128 characters").optional() })
  // Fastify hands a body-less request over as null.
  .nullish();
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/**
 * DELETE /users/{id}/data ("Delete all data"): the caller's current password, checked on the server,
 * which answers a missing one with a field message (so the spec's body-less call gets a clear 400).
 */
export const deleteDataSchema = z
  .object({ password: z.string().max(128, "Password must be at most 128 characters").optional() })
  .nullish();
export type DeleteDataInput = z.input<typeof deleteDataSchema>;

/**
 * An admin's edit of another account: only what changed is sent. Username, e-mail, birth date and
 * the creation date are read-only here, so they are not part of the schema (and are dropped if sent).
 */
export const adminUpdateUserSchema = updatePersonalInfoSchema
  .pick({ first_name: true, last_name: true, bio: true })
  .extend({
    verified: z.boolean().optional(),
    deleted: z.boolean().optional(),
    role: roleSchema.optional(),
  });
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>;
export type AdminUpdateUser = z.output<typeof adminUpdateUserSchema>;

export const userExportParamsSchema = idParamSchema.extend({
  exportId: z.uuid({ error: "Invalid export link" }),
});
