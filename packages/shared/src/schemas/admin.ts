import { z } from "zod";
import { emailSchema, usernameSchema } from "./auth.js";
import { currentPageSchema, perPageSchema } from "./envelope.js";
import { roleSchema } from "./users.js";

/** Admin users table: 10 rows a page (docs/product.md, "Admin"). */
export const ADMIN_USERS_PAGE_SIZE = 10;
/** Admin videos and sessions lists: 20 rows a page (our choice; docs/product.md, "Admin"). */
export const ADMIN_MODERATION_PAGE_SIZE = 20;
/** Activity log: the latest 25 entries by default, never more than 200 at once. */
export const ADMIN_LOG_DEFAULT = 25;
export const ADMIN_LOG_MAX = 200;

/** GET /api/admin/stats: data[0]. "This week" is the last 7 days (docs/decisions/013-admin-area.md). */
export const adminStatsSchema = z.object({ users: z.number().int(), videos: z.number().int() });
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/v1/users (admin): perPage, currentPage and an optional search on username or e-mail. */
export const adminUsersQuerySchema = z.object({
  perPage: perPageSchema(ADMIN_USERS_PAGE_SIZE).catch(ADMIN_USERS_PAGE_SIZE),
  currentPage: currentPageSchema,
  search: z.string().trim().max(254).optional(),
  /** The spec's client sends cache=false; the list is never cached, so it is accepted and ignored. */
  cache: z.string().optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** One row of the admin users table: what an admin needs, nothing secret. */
export const adminUserRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  bio: z.string().nullable(),
  birth_date: z.string().nullable(),
  verified: z.boolean(),
  deleted: z.boolean(),
  created_at: z.string(),
  profile_picture_url: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** POST /api/admin/users: the new member gets a mail with a link to choose a password. */
export const adminCreateUserSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  role: roleSchema.default("user"),
});
export type AdminCreateUserInput = z.input<typeof adminCreateUserSchema>;

export const adminPageQuerySchema = z.object({
  perPage: perPageSchema(ADMIN_MODERATION_PAGE_SIZE).catch(ADMIN_MODERATION_PAGE_SIZE),
  currentPage: currentPageSchema,
});

export const adminVideoRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  session_id: z.number().int(),
  log_id: z.number().int(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  original_name: z.string().nullable(),
  created_at: z.string(),
  /** The admin's own stream of the file (members' stream URLs only serve their own or shared logs). */
  video_url: z.string(),
});
export type AdminVideoRow = z.infer<typeof adminVideoRowSchema>;

export const adminSessionRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  created_at: z.string(),
  logs: z.number().int(),
  sets: z.number().int(),
  videos: z.number().int(),
});
export type AdminSessionRow = z.infer<typeof adminSessionRowSchema>;

/** ?latest=-25 as the spec sends it (the sign is ignored); clamped to 1..200. */
export const adminLogsQuerySchema = z.object({
  latest: z.coerce
    .number()
    .int()
    .catch(-ADMIN_LOG_DEFAULT)
    .default(-ADMIN_LOG_DEFAULT)
    .transform((n) => Math.min(ADMIN_LOG_MAX, Math.max(1, Math.abs(n) || ADMIN_LOG_DEFAULT))),
});

/** One activity-log entry, parsed from the JSON string the API sends (docs/product.md, "Admin"). */
export const activityLogEntrySchema = z.object({
  level: z.enum(["trace", "debug", "info", "warn", "error", "fatal"]),
  time: z.union([z.number(), z.string()]),
  msg: z.string(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;
