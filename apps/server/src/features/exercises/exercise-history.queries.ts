import { and, count, desc, eq } from "drizzle-orm";
import { setFigures, type HistoryRow } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { logs, sets, users, videos } from "../../db/schema/index.js";

/** Above this, a perPage means "every page" (a client's CSV download sends a huge one). */
export const HISTORY_MAX_PER_PAGE = 100;

type Owner = { userId: number; exerciseId: number };

// Both statements walk sets_user_exercise_created_idx (user_id, exercise_id, created_at). A planned
// set not done yet is no history.
const mine = ({ userId, exerciseId }: Owner) =>
  and(eq(sets.userId, userId), eq(sets.exerciseId, exerciseId), eq(sets.done, true));

export async function countHistory(db: Db, owner: Owner): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sets).where(mine(owner));
  return row?.total ?? 0;
}

/** The user's sets of one exercise, newest first; `limit` undefined = every row (bounded by their own data). */
export async function listHistory(
  db: Db,
  owner: Owner & { categoryName: string; limit?: number; offset: number },
): Promise<HistoryRow[]> {
  const query = db
    .select({
      id: sets.id,
      exercise_id: sets.exerciseId,
      // The name the set was logged under (logs keep it), not today's name of the exercise.
      exercise_name: logs.name,
      user_id: sets.userId,
      reps: sets.reps,
      weight: sets.weight,
      weight_unit: sets.weightUnit,
      rpe: sets.rpe,
      notes: sets.notes,
      kind: sets.kind,
      session_id: sets.sessionId,
      log_id: sets.logId,
      video_id: videos.id,
      created_at: sets.createdAt,
      e1rmMethod: users.e1rmMethod,
    })
    .from(sets)
    .innerJoin(logs, eq(logs.id, sets.logId))
    .innerJoin(users, eq(users.id, sets.userId))
    .leftJoin(videos, eq(videos.logId, sets.logId))
    .where(mine(owner))
    // NOTE: sets added in one transaction share created_at; the id keeps the order stable across pages.
    .orderBy(desc(sets.createdAt), desc(sets.id))
    .offset(owner.offset)
    .$dynamic();
  const rows = await (owner.limit === undefined ? query : query.limit(owner.limit));
  return rows.map(({ e1rmMethod, kind, ...row }) => {
    // A warm-up has no e1RM, so the e1RM history and its chart skip it.
    const figures = setFigures({ ...row, kind }, e1rmMethod);
    return {
      ...row,
      category_name: owner.categoryName,
      // The original sent 0 outside the e1RM band and the UI shows a dash for it.
      e1RM: figures.e1rm ?? 0,
      ...figures,
      created_at: row.created_at.toISOString(),
    };
  });
}
