import { z } from "zod";
import { successSchema } from "./envelope.js";
import { emailSchema } from "./auth.js";
import { userIdField } from "./common.js";

// ---- API keys -------------------------------------------------------------------------------

export const API_KEYS_MAX = 5;

/** A key as listed: `key` is masked (prefix and dots) except in the answer that created it. */
export const apiKeySchema = z.object({
  id: z.number(),
  key: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeySchema = z.object({ user_id: userIdField });

// ---- changelog ------------------------------------------------------------------------------

/** One version of CHANGELOG.md; `changelog` is sanitised HTML. */
export const changelogEntrySchema = z.object({
  version: z.string(),
  date: z.string().nullable(),
  current: z.boolean(),
  changelog: z.string(),
});
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;

export const changelogSubscriptionQuerySchema = z.object({ email: emailSchema });
export const changelogSubscriptionBodySchema = z.object({ email: emailSchema, user_id: userIdField });

export const changelogSubscriptionSchema = z.object({
  email: z.string(),
  last_version_mailed: z.string().nullable(),
  created_at: z.string(),
});
export type ChangelogSubscription = z.infer<typeof changelogSubscriptionSchema>;

// ---- issue tracker --------------------------------------------------------------------------

export const trackerItemSchema = z.object({
  title: z.string(),
  url: z.string(),
  number: z.number(),
  kind: z.enum(["issue", "pull"]),
  state: z.string(),
  updated: z.string(),
});
export type TrackerItem = z.infer<typeof trackerItemSchema>;

/** `available` is false when no tracker is configured or it could not be reached (the list is then empty). */
export const issuesAnswerSchema = successSchema(trackerItemSchema).extend({ available: z.boolean() });
export type IssuesAnswer = z.infer<typeof issuesAnswerSchema>;
