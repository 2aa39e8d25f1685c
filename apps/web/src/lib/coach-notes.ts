import { queryOptions } from "@tanstack/react-query";
import { successSchema, unreadCommentsSchema } from "@topset/shared";
import { api } from "./api-client";

// Comments between an athlete and their coach (docs/decisions/045-coach-workspace.md): the query keys
// and the unread total, read by the session screen's thread and the badge on the tools page.

export const coachNoteKeys = {
  all: ["coach-comments"] as const,
  unread: ["coach-comments", "unread"] as const,
  session: (sessionId: number) => ["coach-comments", "session", sessionId] as const,
};

const unreadAnswer = successSchema(unreadCommentsSchema);

/** Comments to me (as athlete or coach) I have not read, over every session, and the newest one's session. */
export const coachNotesUnreadQuery = queryOptions({
  queryKey: coachNoteKeys.unread,
  queryFn: async ({ signal }) => {
    const [row] = (await api.send(unreadAnswer, "/api/v1/coach-comments/unread", { signal })).data;
    return { unread: row?.unread ?? 0, latest: row?.latest ?? null };
  },
});
