import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { coachActivity, users } from "../../db/schema/index.js";
import { totalOf } from "../../lib/pagination.js";

export type CoachActivityValues = Pick<
  typeof coachActivity.$inferInsert,
  "athleteId" | "coachId" | "action" | "summary" | "programId"
>;

/** What a coach wrote in athletes' accounts, one row per athlete and write, in one statement. */
export async function insertCoachActivity(db: Db, values: CoachActivityValues[]) {
  if (values.length === 0) return;
  await db.insert(coachActivity).values(values);
}

/**
 * One page of the coach writes in the athlete's account, newest first (coach_activity_athlete_idx),
 * each with its coach's username, and the count of them all carried in every row.
 */
export async function listCoachActivity(db: Db, where: { athleteId: number; limit: number; offset: number }) {
  const mine = eq(coachActivity.athleteId, where.athleteId);
  const rows = await db
    .select({
      id: coachActivity.id,
      coachId: coachActivity.coachId,
      coachName: users.username,
      action: coachActivity.action,
      summary: coachActivity.summary,
      programId: coachActivity.programId,
      createdAt: coachActivity.createdAt,
      total: sql<number>`(select count(*) from ${coachActivity} where ${mine})`.mapWith(Number),
    })
    .from(coachActivity)
    .innerJoin(users, eq(users.id, coachActivity.coachId))
    .where(mine)
    .orderBy(desc(coachActivity.id))
    .limit(where.limit)
    .offset(where.offset);
  const total = await totalOf(rows[0]?.total, where.offset, async () => {
    const [row] = await db.select({ n: count() }).from(coachActivity).where(mine);
    return row?.n ?? 0;
  });
  return { rows, total };
}
