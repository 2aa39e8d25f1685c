import { OPEN_POWERLIFTING_LIMIT, type OpenPowerliftingResult } from "@topset/shared";
import { asc, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { openPowerliftingResults as r } from "../../db/schema/index.js";
import { likeLiteral } from "../../lib/like.js";

/**
 * Three characters or more match anywhere in the name; two match the start of the name or of one of
 * its words ("jo" finds John and Anna Jones, not Bjorn): the trigram index serves word starts (pg_trgm
 * pads each word), never a two-letter fragment anywhere.
 */
export function nameMatches(q: string): SQL {
  const literal = likeLiteral(q);
  if (q.length >= 3) return ilike(r.name, `%${literal}%`);
  return or(ilike(r.name, `${literal}%`), ilike(r.name, `% ${literal}%`))!;
}

/**
 * Best first: Dots, then total (bench-only and old entries may have no Dots), newest, id.
 * NOTE: exactly the order of open_powerlifting_results_rank_idx (and of the ranking query below).
 */
const rankOrder = [
  sql`${r.dots} desc nulls last`,
  sql`${r.totalKg} desc nulls last`,
  sql`${r.date} desc nulls last`,
  asc(r.id),
];

/** Past this many matches a name counts as common, and its answer comes from walking the rank index. */
const CANDIDATES = 20_000;

/**
 * Meet entries of the lifters whose name matches `q` (any case), best first, at most 50. The planner's
 * guess of how many rows an ILIKE matches is poor, and a wrong guess costs seconds on 3 million rows
 * either way, so the plan is chosen from the real count (docs/decisions/008-openpowerlifting.md):
 * 1. the matches through the trigram index, stopping past 20,000, ranked right there;
 * 2. a more common name walks the rank index, best first, until 50 match.
 */
export async function searchOpenPowerlifting(
  db: Db,
  q: string,
  /** Tests lower it to reach the common-name plan on the small sample. */
  candidateLimit = CANDIDATES,
): Promise<OpenPowerliftingResult[]> {
  const match = nameMatches(q);
  const rows = await db.transaction(async (tx) => {
    // SET LOCAL: planner settings for these statements only, dropped at commit.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const ranked = (await tx.execute(sql`
      with m as materialized (
        select ${r.id}, ${r.dots}, ${r.totalKg}, ${r.date} from ${r} where ${match} limit ${candidateLimit + 1}
      )
      select id, (select count(*) from m)::int as matches from m
      order by dots desc nulls last, total_kg desc nulls last, date desc nulls last, id
      limit ${OPEN_POWERLIFTING_LIMIT}`)) as unknown as { rows: { id: number; matches: number }[] };
    const top = ranked.rows;
    if (top.length === 0) return [];
    if (top[0]!.matches <= candidateLimit) {
      const found = await tx
        .select()
        .from(r)
        .where(sql`${r.id} = any(${sql.param(top.map((row) => row.id))}::int[])`);
      const order = new Map(top.map((row, i) => [row.id, i]));
      return found.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    }
    await tx.execute(sql`set local enable_indexscan = on`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return tx
      .select()
      .from(r)
      .where(match)
      .orderBy(...rankOrder)
      .limit(OPEN_POWERLIFTING_LIMIT);
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    sex: row.sex,
    event: row.event,
    equipment: row.equipment,
    age: row.age,
    division: row.division,
    bodyweight_kg: row.bodyweightKg,
    weight_class_kg: row.weightClassKg,
    best3_squat_kg: row.best3SquatKg,
    best3_bench_kg: row.best3BenchKg,
    best3_deadlift_kg: row.best3DeadliftKg,
    total_kg: row.totalKg,
    place: row.place,
    dots: row.dots,
    federation: row.federation,
    date: row.date,
    country: row.country,
    meet_country: row.meetCountry,
    meet_name: row.meetName,
  }));
}

export async function openPowerliftingIsEmpty(db: Db): Promise<boolean> {
  return (await db.select({ id: r.id }).from(r).limit(1)).length === 0;
}

/** The first `limit` results in file order, as the sample's fingerprint reads them. */
export const firstResults = (db: Db, limit: number) =>
  db.select({ name: r.name, meetName: r.meetName, date: r.date }).from(r).orderBy(asc(r.id)).limit(limit);

/** Empties the table (the invented sample of earlier versions, recognised by its fingerprint). */
export async function deleteAllResults(db: Db): Promise<void> {
  await db.delete(r);
}
