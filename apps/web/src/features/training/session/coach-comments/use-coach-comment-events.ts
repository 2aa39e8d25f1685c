import { useQueryClient } from "@tanstack/react-query";
import { COACH_EVENTS, coachCommentSchema } from "@topset/shared";
import { useEffect } from "react";
import { coachNoteKeys } from "../../../../lib/coach-notes";
import { onSocketEvent } from "../../../../lib/presence";

/**
 * Keeps the shown thread of `sessionId` current: a comment the other side writes on it, pushed by the
 * server, has the thread read again (which also marks it read, the thread being on screen); so does a
 * reconnect, which may have missed some.
 */
export function useCoachCommentEvents(sessionId: number) {
  const client = useQueryClient();
  useEffect(() => {
    const reread = () => void client.invalidateQueries({ queryKey: coachNoteKeys.session(sessionId) });
    const offComment = onSocketEvent<unknown>(COACH_EVENTS.comment, (payload) => {
      const comment = coachCommentSchema.safeParse(payload);
      if (comment.success && comment.data.session_id === sessionId) reread();
      else void client.invalidateQueries({ queryKey: coachNoteKeys.unread });
    });
    const offReconnect = onSocketEvent("connect", reread);
    return () => {
      offComment();
      offReconnect();
    };
  }, [client, sessionId]);
}
