import { queryOptions } from "@tanstack/react-query";
import {
  commentSchema,
  communitySessionSchema,
  sessionWithVideosSchema,
  successSchema,
} from "@topset/shared";
import { z } from "zod";
import { api, ApiError } from "../../lib/api-client";
import { endSession } from "../../lib/session";
import { videoKeys } from "../../lib/video-keys";

const messageAnswer = z.object({ message: z.string().catch("") }).loose();
const sessionsWithVideosAnswer = successSchema(sessionWithVideosSchema);
const commentsAnswer = successSchema(commentSchema);
const communitySessionAnswer = successSchema(communitySessionSchema);

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
    queryKey: videoKeys.communitySession(sessionId),
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
