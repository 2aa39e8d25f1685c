// The reads a lifter makes often, as the web app and the spec's clients call them.
import { getJson, type Member } from "./client.js";
import type { Seeded } from "./seed.js";

export type Read = { name: string; path: string };

export function readsOf(s: Seeded): Read[] {
  const { id, username } = s.lifter;
  return [
    { name: "check-authentication (trivial)", path: "/api/v1/users/check-authentication" },
    { name: "session details", path: `/api/v1/sessions/${s.sessionId}` },
    { name: "session list", path: "/api/v1/sessions?perPage=20&currentPage=1" },
    { name: "exercise history", path: `/api/v1/exercises/${s.exerciseId}/history?perPage=20&currentPage=1` },
    { name: "community feed", path: "/api/v1/sessions/community-sessions?perPage=25&currentPage=1" },
    { name: "recent PRs", path: `/api/v1/variables/recent-prs/${id}` },
    { name: "recovery", path: `/api/v1/variables/recovery/${id}?perPage=7&cache=true` },
    { name: "bodyweight", path: `/api/v1/variables/bodyweight/${id}?perPage=20&currentPage=1` },
    { name: "profile", path: `/api/v1/users/profile/${username}` },
  ];
}

/**
 * Every read must answer rows: an empty answer is cheap at any age and hides what the bench is for
 * (exercise history once measured an exercise never logged, recent PRs a history without a set of
 * one to three reps).
 */
export async function assertReadsAnswerRows(baseURL: string, lifter: Member, reads: Read[]) {
  for (const read of reads) {
    const { status, body } = await getJson<{ data?: unknown[] }>(baseURL, lifter, read.path);
    if (status !== 200 || !body.data?.length) throw new Error(`${read.name} answers no rows (${status})`);
  }
}
