import { z } from "zod";
import { idParam, MAX_DB_INT } from "./common.js";

// NOTE: messages here are shown under form fields, so they are written for people.
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Email must be a valid address"))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(20, "Username must be at most 20 characters")
  .regex(/^[A-Za-z0-9_]+$/, "Username may use letters, digits and underscores only");

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
  remember_me: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const signupSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignupInput = z.input<typeof signupSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

export const resetPasswordSchema = z
  .object({
    uid: z.coerce
      .number({ error: "Invalid reset link" })
      .int("Invalid reset link")
      .positive("Invalid reset link")
      .max(MAX_DB_INT, "Invalid reset link"),
    token: z.string({ error: "Invalid reset link" }).min(1, "Invalid reset link").max(200),
    newPassword: passwordSchema,
    newConfirmedPassword: z.string({ error: "Please confirm the new password" }),
  })
  .refine((v) => v.newPassword === v.newConfirmedPassword, {
    message: "Both new password and new confirmed password must be the same!",
    path: ["newConfirmedPassword"],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const verifyEmailParamsSchema = z.object({ uid: idParam });
export const verifyEmailQuerySchema = z.object({
  token: z.string({ error: "Invalid verification link" }).min(1, "Invalid verification link").max(200),
});

export const contactSubjects = ["GENERAL", "FEATURE", "BUG", "OTHER"] as const;
export const contactSubjectLabels: Record<(typeof contactSubjects)[number], string> = {
  GENERAL: "General",
  FEATURE: "Feature Request",
  BUG: "Bugs Report",
  OTHER: "Other",
};
export const contactSchema = z.object({
  email: emailSchema,
  subject: z.enum(contactSubjects, { error: "Please choose a subject" }),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(2000, "Message must be at most 2000 characters"),
});
export type ContactInput = z.input<typeof contactSchema>;
