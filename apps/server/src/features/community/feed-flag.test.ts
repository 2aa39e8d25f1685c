import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logs, sessions, videos } from "../../db/schema/index.js";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { insertVideo, shareLog, socialSession } from "../../test/fixtures/social.js";

const t = useTestApp();

/** The sessions the flag puts in the feed, and those the rule itself (a shared log with a video) does. */
async function flaggedAndRule(ownerId: number) {
  const db = t.database.db;
  const flagged = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(sql`${sessions.userId} = ${ownerId} and ${sessions.sharedVideo}`)
    .orderBy(sessions.id);
  const rule = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      sql`${sessions.userId} = ${ownerId} and exists (select 1 from ${logs} join ${videos} on ${videos.logId} = ${logs.id}
        where ${logs.sessionId} = ${sessions.id} and not ${logs.private})`,
    )
    .orderBy(sessions.id);
  return { flagged: flagged.map((r) => r.id), rule: rule.map((r) => r.id) };
}

describe("sessions.shared_video, kept by the database", () => {
  it("follows every change that can put a session in the feed or take it out", async () => {
    const owner = await createUser(t);
    const db = t.database.db;
    const check = async (expected: number) => {
      const { flagged, rule } = await flaggedAndRule(owner.id);
      expect(flagged).toEqual(rule);
      expect(flagged).toHaveLength(expected);
    };

    // Shared with a video, shared without one, a video on a private log.
    const a = await socialSession(t, owner, [{ shared: true, video: true }, { shared: true }]);
    const b = await socialSession(t, owner, [{ shared: false, video: true }]);
    const c = await socialSession(t, owner, [
      { shared: true, video: true },
      { shared: true, video: true },
    ]);
    await check(2);

    // Sharing the private log with a video puts b in; making a's one shared video log private takes it out.
    await shareLog(t, owner, b.logs[0]!.log.id);
    await check(3);
    await db.update(logs).set({ private: true }).where(eq(logs.id, a.logs[0]!.log.id));
    await check(2);

    // A new video on a's shared log without one brings it back.
    await insertVideo(t, a.logs[1]!.log);
    await check(3);

    // c keeps its place while one of its two videos goes, and leaves with the second.
    await db.delete(videos).where(eq(videos.id, c.logs[0]!.video!.id));
    await check(3);
    await db.delete(logs).where(eq(logs.id, c.logs[1]!.log.id));
    await check(2);

    // A deleted session takes its flag with it.
    const res = await request(t, { method: "DELETE", url: `/api/v1/sessions/${b.session.id}`, as: owner });
    expect(res.statusCode).toBe(200);
    await check(1);
  });
});
