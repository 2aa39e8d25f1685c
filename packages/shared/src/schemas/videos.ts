import { z } from "zod";
import { idParam } from "./common.js";

export const VIDEO_MAX_BYTES = 10_000_000;
export const videoContentTypes = ["video/mp4", "video/quicktime", "video/webm"] as const;

/** The optional text fields of the upload form (the spec's client sends them; they must name the caller). */
export const uploadVideoFieldsSchema = z.object({
  user_id: idParam.optional(),
  session_id: idParam.optional(),
});
export type UploadVideoFields = z.infer<typeof uploadVideoFieldsSchema>;

/** A log's video: URLs point at the authenticated API, never at a public folder. */
export const videoSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  log_id: z.number().int(),
  session_id: z.number().int(),
  video_url: z.string(),
  /** Null until the thumbnail job has made one (the UI shows a placeholder meanwhile, or if it failed). */
  screenshot_url: z.string().nullable(),
  thumbnail_status: z.enum(["pending", "ready", "failed"]),
  content_type: z.enum(videoContentTypes),
  size_bytes: z.number().int(),
});
export type Video = z.infer<typeof videoSchema>;
