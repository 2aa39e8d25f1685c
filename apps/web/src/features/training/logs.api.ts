import {
  logSchema,
  successSchema,
  tagSchema,
  videoSchema,
  type createTagSchema,
  type updateLogSchema,
} from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";
import { t } from "./i18n";

// The online calls beneath a session: a log's delete, view state and sharing, its tags and video.
// Sets, notes and new logs are training writes that go through the outbox (writes/training-writes.api.ts).
// Those whose answer the screen applies to the cached session resolve with the record in data[0].
const messageAnswer = z.object({ message: z.string().catch("") }).loose();
const idAnswer = successSchema(z.object({ id: z.number() }));
const logAnswer = successSchema(logSchema);
const tagAnswer = successSchema(tagSchema);
const videoAnswer = successSchema(videoSchema);
type Out<S extends z.ZodType> = z.output<S>;

/** The record of a one-record answer; a missing one is the server's fault, said as such. */
function record<T>(answer: { data: T[] }, what: "log" | "tag" | "video"): T {
  const first = answer.data[0];
  if (first === undefined) throw new Error(t(`missingRecord.${what}`));
  return first;
}

export const deleteLog = (logId: number) =>
  api.send(messageAnswer, `/api/v1/logs/${logId}`, { method: "DELETE" });

/** Saves a log's view state (collapsed, notes column shown). */
export const updateLog = (logId: number, input: Out<typeof updateLogSchema>) =>
  api.send(messageAnswer, `/api/v1/logs/${logId}`, { method: "PATCH", body: input });

/** Shares (private: false) or unshares a log with the community; resolves with the log. */
export const updateLogPrivacy = async (logId: number, isPrivate: boolean) =>
  record(
    await api.send(logAnswer, `/api/v1/logs/${logId}/update-private-state`, {
      method: "PATCH",
      body: { private: isPrivate },
    }),
    "log",
  );

/** Resolves with the new tag. */
export const addTag = async (input: Out<typeof createTagSchema>) =>
  record(await api.send(tagAnswer, "/api/v1/tags", { method: "POST", body: input }), "tag");

/** Resolves with the deleted tag's { id }. */
export const deleteTag = async (tagId: number) =>
  record(await api.send(idAnswer, `/api/v1/tags/${tagId}`, { method: "DELETE" }), "tag");

/**
 * One video for a log (POST multipart: the api client sends FormData as is, and maps 409/413/415 to
 * the server's message); resolves with the video.
 */
export async function uploadVideo(input: { logId: number; sessionId: number; userId?: number; file: File }) {
  const form = new FormData();
  form.set("session_id", String(input.sessionId));
  if (input.userId) form.set("user_id", String(input.userId));
  form.set("video", input.file);
  const answer = await api.send(videoAnswer, `/api/v1/logs/${input.logId}/upload-a-video`, {
    method: "POST",
    body: form,
  });
  return record(answer, "video");
}
