import { z } from "zod";
import { E1RM_METHODS } from "../domain/e1rm.js";

/**
 * The member's own RPE chart, kept for the "personal" e1RM method: the fitted offset in reps at RPE
 * 6, 6.5 … 10, and how many sets it was learnt from.
 */
export const personalChartSchema = z.object({
  offsets: z.array(z.number()),
  sets_used: z.number().int(),
});

export const roleSchema = z.enum(["user", "admin"]);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as the API returns it to its owner (never a hash, token or another user's e-mail). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  role: roleSchema,
  username: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  bio: z.string().nullable(),
  birth_date: z.string().nullable(),
  weight: z.number().nullable(),
  weight_unit: z.enum(["kg", "lbs"]),
  /**
   * IANA time zone that zone-less date-times in request bodies are read in; null means UTC. Optional
   * so a user stored by an older web app still parses.
   */
  timezone: z.string().nullable().optional(),
  /** How this account's e1RM is estimated, on every device and in everything the server computes. */
  e1rm_method: z.enum(E1RM_METHODS).optional(),
  /**
   * The chart the "personal" method reads, so a device can preview a set's figures as the server will
   * compute them; null before any fit (the standard chart). Optional so an older user object still parses.
   */
  personal_rpe_chart: personalChartSchema.nullable().optional(),
  profile_picture_url: z.string().nullable(),
  verified: z.boolean(),
  deleted: z.boolean(),
  created_at: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What any member may see of another: never the e-mail, role or anything private. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  bio: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const usernameParamSchema = z.object({ username: z.string().trim().min(1).max(50) });
