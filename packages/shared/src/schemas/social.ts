import { z } from "zod";
import { idParam, idSchema, userIdField } from "./common.js";
import { currentPageSchema, perPageSchema } from "./envelope.js";
import { logSchema, sessionSchema } from "./sessions.js";

// ---- follows --------------------------------------------------------------------------------

/** What anyone may see of a follower or followed user: never the e-mail. */
export const followEntrySchema = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});
export type FollowEntry = z.infer<typeof followEntrySchema>;

export const followersSchema = z.object({
  user: followEntrySchema.extend({
    followers: z.array(followEntrySchema),
    followings: z.array(followEntrySchema),
  }),
});
export type Followers = z.infer<typeof followersSchema>;

export const userIdParamSchema = z.object({ userId: idParam });

// ---- comments -------------------------------------------------------------------------------

export const COMMENT_MAX = 500;

export const createCommentSchema = z.object({
  user_id: userIdField,
  session_id: idSchema,
  comment: z
    .string({ error: "Comment is required" })
    .trim()
    .min(1, "Comment cannot be empty")
    .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

export const commentSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  session_id: z.number(),
  comment: z.string(),
  username: z.string(),
  profile_picture_url: z.string().nullable(),
  /** When the comment was written (not the author's account). */
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const sessionIdParamSchema = z.object({ sessionId: idParam });

// ---- community ------------------------------------------------------------------------------

export const COMMUNITY_PAGE_SIZE = 25;
export const COMMUNITY_SETS_SHOWN = 5;

export const communityQuerySchema = z.object({
  perPage: perPageSchema(COMMUNITY_PAGE_SIZE),
  currentPage: currentPageSchema,
  scope: z.enum(["everyone", "following"]).default("everyone"),
});

export const communityLogSchema = logSchema.extend({
  /** All sets of the log; `sets` holds only the first few. */
  sets_count: z.number(),
});

export const communitySessionSchema = sessionSchema.extend({
  username: z.string(),
  profile_picture_url: z.string().nullable(),
  counts_of_comments: z.number(),
  logs: z.array(communityLogSchema),
});
export type CommunitySession = z.infer<typeof communitySessionSchema>;

export const sessionVideoSchema = z.object({
  id: z.number(),
  log_id: z.number(),
  screenshot_url: z.string().nullable(),
});

export const sessionWithVideosSchema = sessionSchema.extend({ videos: z.array(sessionVideoSchema) });
export type SessionWithVideos = z.infer<typeof sessionWithVideosSchema>;
