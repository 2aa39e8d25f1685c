import { queryOptions } from "@tanstack/react-query";
import {
  commentSchema,
  communitySessionSchema,
  sessionWithVideosSchema,
  successSchema,
  videoSchema,
} from "@topset/shared";
import { z } from "zod";
import { api, ApiError } from "../../lib/api-client";
import { endSession } from "../../lib/session";

const messageAnswer = z.object({ message: z.string().catch("") }).loose();
const videoAnswer = successSchema(videoSchema);
const sessionsWithVideosAnswer = successSchema(sessionWithVideosSchema);
const commentsAnswer = successSchema(commentSchema);
const communitySessionAnswer = successSchema(communitySessionSchema);

export const videoKeys = {
  all: ["videos"] as const,
  sessions: (userId: number) => [...videoKeys.all, "sessions", userId] as const,
  comments: (sessionId: number) => [...videoKeys.all, "comments", sessionId] as const,
};

/** POST multipart: the api client sends FormData as is, and maps 409/413/415 to the server's message. */
export function uploadVideo(input: { logId: number; sessionId: number; userId?: number; file: File }) {
  const form = new FormData();
  form.set("session_id", String(input.sessionId));
  if (input.userId) form.set("user_id", String(input.userId));
  form.set("video", input.file);
  return api.send(videoAnswer, `/api/v1/logs/${input.logId}/upload-a-video`, {
    method: "POST",
    body: form,
  });
}

export const updateLogPrivacy = (logId: number, isPrivate: boolean) =>
  api.send(messageAnswer, `/api/v1/logs/${logId}/update-private-state`, {
    method: "PATCH",
    body: { private: isPrivate },
  });

export const sessionsWithVideosQuery = (userId: number) =>
  queryOptions({
    queryKey: videoKeys.sessions(userId),
    queryFn: async ({ signal }) =>
      (
        await api.send(sessionsWithVideosAnswer, `/api/v1/sessions/sessions-with-videos/${userId}`, {
          signal,
        })
      ).data,
  });

export const commentsQuery = (sessionId: number) =>
  queryOptions({
    queryKey: videoKeys.comments(sessionId),
    queryFn: async ({ signal }) =>
      (await api.send(commentsAnswer, `/api/v1/comments/sessions/${sessionId}`, { signal })).data,
  });

export const addComment = (input: { session_id: number; comment: string }) =>
  api.send(messageAnswer, "/api/v1/comments", { method: "POST", body: input });

/**
 * NOTE: auth: false because the client logs out on any 403, and a 403 here only means "not your
 * comment". An expired login (401) still ends the session.
 */
export async function deleteComment(id: number) {
  try {
    return await api.send(messageAnswer, `/api/v1/comments/${id}`, { method: "DELETE", auth: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await endSession();
    throw error;
  }
}

/**
 * Someone else's session as the community sees it (its shared logs with videos); null when it is not
 * shared (or no longer), so a link or a reload of a shared video page works.
 */
export const communitySessionQuery = (sessionId: number) =>
  queryOptions({
    queryKey: [...videoKeys.all, "community-session", sessionId] as const,
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.send(
          communitySessionAnswer,
          `/api/v1/sessions/community-sessions/${sessionId}`,
          {
            auth: false,
            signal,
          },
        );
        return answer.data[0] ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        if (error instanceof ApiError && error.status === 401) await endSession();
        throw error;
      }
    },
  });
