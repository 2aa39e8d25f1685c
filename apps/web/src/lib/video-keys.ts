/**
 * The query keys of the videos screens. The videos feature reads under them; a log's video upload
 * (features/training) marks them all stale.
 */
export const videoKeys = {
  all: ["videos"] as const,
  sessions: (userId: number) => [...videoKeys.all, "sessions", userId] as const,
  comments: (sessionId: number) => [...videoKeys.all, "comments", sessionId] as const,
  communitySession: (sessionId: number) => [...videoKeys.all, "community-session", sessionId] as const,
};
