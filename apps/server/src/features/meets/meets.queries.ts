import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { meets, openPowerliftingResults as opl, sessions, sets } from "../../db/schema/index.js";
import { workSetsInWindow } from "../reports/reports.queries.js";

export type MeetRow = typeof meets.$inferSelect;
type Owned = { id: number; userId: number };

const ownMeet = ({ id, userId }: Owned) => and(eq(meets.id, id), eq(meets.userId, userId));

/** Newest meet date first (meets_user_date_idx, read backwards). */
export function listMeets(db: Db, userId: number, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(meets)
    .where(eq(meets.userId, userId))
    .orderBy(desc(meets.date), desc(meets.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMeets(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(meets).where(eq(meets.userId, userId));
  return row?.total ?? 0;
}

export async function findMeet(db: Db, owned: Owned): Promise<MeetRow | undefined> {
  const [row] = await db.select().from(meets).where(ownMeet(owned));
  return row;
}

export async function insertMeet(db: Db, values: typeof meets.$inferInsert): Promise<MeetRow> {
  const [row] = await db.insert(meets).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateMeet(db: Db, owned: Owned, values: Partial<typeof meets.$inferInsert>) {
  const [row] = await db.update(meets).set(values).where(ownMeet(owned)).returning();
  return row;
}

export async function deleteMeet(db: Db, owned: Owned) {
  const [row] = await db.delete(meets).where(ownMeet(owned)).returning({ id: meets.id });
  return row;
}

export async function findOpenPowerliftingResult(db: Db, id: number) {
  const [row] = await db.select().from(opl).where(eq(opl.id, id));
  return row;
}

/** What places a meet: its group in the OpenPowerlifting data and its total (kg). */
export type PlacementKey = {
  federation: string;
  sex: string;
  weightClass: string;
  equipment: string;
  event: string;
  year: number;
  totalKg: number;
};
export type PlacementCount = { higher: number; of: number };

/**
 * Placements of several meets in one statement: each key counts the rows of its group (same
 * federation in any case, sex, class, equipment, event and year) that have a total, and those with a
 * higher one, through open_powerlifting_results_placement_idx. Null when the table is empty.
 */
export async function countPlacements(db: Db, keys: PlacementKey[]): Promise<(PlacementCount | null)[]> {
  if (keys.length === 0) return [];
  const values = sql.join(
    keys.map(
      (k, i) =>
        sql`(${i}::int, ${k.federation.toLowerCase()}::text, ${k.sex}::text, ${k.weightClass}::text, ${k.equipment}::text, ${k.event}::text, ${`${k.year}-01-01`}::date, ${`${k.year + 1}-01-01`}::date, ${k.totalKg}::numeric)`,
    ),
    sql`, `,
  );
  const res = (await db.execute(sql`
    select k.i, c.higher, c.total, exists (select 1 from ${opl}) as loaded
    from (values ${values}) as k(i, federation, sex, weight_class, equipment, event, year_from, year_to, total_kg)
    cross join lateral (
      select count(*) filter (where r.total_kg > k.total_kg)::int as higher, count(*)::int as total
      from ${opl} r
      where lower(r.federation) = k.federation and r.sex = k.sex and r.weight_class_kg = k.weight_class
        and r.equipment = k.equipment and r.event = k.event
        and r.date >= k.year_from and r.date < k.year_to and r.total_kg > 0
    ) c
    order by k.i`)) as unknown as { rows: { i: number; higher: number; total: number; loaded: boolean }[] };
  return res.rows.map((row) => (row.loaded ? { higher: Number(row.higher), of: Number(row.total) } : null));
}

/** Done, non-warm-up sets of these exercises in sessions started in the window, newest first (one query). */
export function listLiftSets(
  db: Db,
  userId: number,
  exerciseIds: number[],
  window: { from: Date; to: Date },
) {
  return db
    .select({
      id: sets.id,
      exercise_id: sets.exerciseId,
      start_date: sessions.startDate,
      reps: sets.reps,
      weight: sets.weight,
      weight_unit: sets.weightUnit,
      rpe: sets.rpe,
      prescription: sets.prescription,
    })
    .from(sessions)
    .innerJoin(sets, eq(sets.sessionId, sessions.id))
    .where(and(workSetsInWindow(userId, window), inArray(sets.exerciseId, exerciseIds)))
    .orderBy(desc(sessions.startDate), desc(sets.id));
}
export type LiftSet = Awaited<ReturnType<typeof listLiftSets>>[number];
