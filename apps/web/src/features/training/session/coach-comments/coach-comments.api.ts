import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  coachCommentSchema,
  deletedCoachCommentSchema,
  successSchema,
  type CoachComment,
  type CreateCoachCommentInput,
} from "@topset/shared";
import { api, ApiError } from "../../../../lib/api-client";
import { coachNoteKeys } from "../../../../lib/coach-notes";

// The comment thread of one session, between the athlete and their coach
// (docs/decisions/045-coach-workspace.md).
//
// NOTE: every call goes with auth: false, as coach reads do (lib/coaching.ts): the api client logs out on
// any 403, and here a 403 only means "you read this athlete, you do not coach them" (to a coach) or
// "no coach can write to you" (to the athlete), never an ended login.

const commentsAnswer = successSchema(coachCommentSchema);
const path = (sessionId: number) => `/api/v1/sessions/${sessionId}/coach-comments`;

/**
 * The thread, oldest first; null when the server refuses it (a read-scope coach, a revoked grant).
 * Reading it marks the other side's comments read, so the unread total is asked again after.
 */
export const coachCommentsQuery = (client: QueryClient, sessionId: number) =>
  queryOptions({
    queryKey: coachNoteKeys.session(sessionId),
    queryFn: async ({ signal }) => {
      try {
        const { data } = await api.send(commentsAnswer, path(sessionId), { signal, auth: false });
        void client.invalidateQueries({ queryKey: coachNoteKeys.unread });
        return data;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
    },
  });

/** Writes a comment (or a reply, with parent_id); it joins the shown thread at once. */
export function useAddCoachComment(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateCoachCommentInput) =>
      (await api.send(commentsAnswer, path(sessionId), { method: "POST", body: input, auth: false }))
        .data[0]!,
    onSuccess: (comment) =>
      client.setQueryData<CoachComment[] | null>(coachNoteKeys.session(sessionId), (thread) =>
        withComment(thread ?? [], comment),
      ),
  });
}

/** Deletes one of my comments, then reads the thread again (its replies are the server's to keep or drop). */
export function useDeleteCoachComment(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.send(successSchema(deletedCoachCommentSchema), `/api/v1/coach-comments/${id}`, {
        method: "DELETE",
        auth: false,
      }),
    onSuccess: (_answer, id) => {
      client.setQueryData<CoachComment[] | null>(coachNoteKeys.session(sessionId), (thread) =>
        thread?.filter((c) => c.id !== id),
      );
      void client.invalidateQueries({ queryKey: coachNoteKeys.session(sessionId) });
    },
  });
}

/** The thread with `comment` in it once (a pushed copy of a comment already shown changes nothing). */
export function withComment(thread: CoachComment[], comment: CoachComment): CoachComment[] {
  if (thread.some((c) => c.id === comment.id)) return thread;
  return [...thread, comment];
}
