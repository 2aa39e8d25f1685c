import {
  SEARCH_LIMIT,
  SEARCH_LIMIT_PER_TYPE,
  type SearchResult,
  type SearchResultType,
} from "@topset/shared";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { blocks, exerciseCategories, exercises, sessions, users } from "../../db/schema/index.js";
import { likeLiteral } from "../../lib/like.js";
import { webPaths } from "./web-paths.js";

/**
 * How well a text column matches the search (decision 031). `match` is what the trigram indexes serve:
 * three characters or more anywhere in the text or close to one of its words (`<%`, word similarity,
 * so a typo still finds "deadlift"); two characters only at the start of the text or of a word.
 * `tier`: 0 the whole text, 1 its start, 2 a word's start, 3 inside, 4 only similar.
 */
function textMatch(q: string, column: SQL) {
  const literal = likeLiteral(q);
  const prefix = `${literal}%`;
  const wordStart = `% ${literal}%`;
  const inside = `%${literal}%`;
  const match =
    q.length >= 3
      ? sql`(${column} ilike ${inside} or ${q} <% ${column})`
      : sql`(${column} ilike ${prefix} or ${column} ilike ${wordStart})`;
  const tier = sql`case when lower(${column}) = lower(${q}) then 0 when ${column} ilike ${prefix} then 1
    when ${column} ilike ${wordStart} then 2 when ${column} ilike ${inside} then 3 else 4 end`;
  return { match, tier, score: sql`word_similarity(${q}, ${column})` };
}

type Hit = SearchResult & { tier: number; score: number };
type Row = { id: number; title: string; subtitle: string | null; tier: number; score: number };

const ranked = (tier: SQL, score: SQL) => ({
  tier: tier.mapWith(Number),
  score: sql`coalesce(${score}, 0)`.mapWith(Number),
});
const order = (tier: SQL, score: SQL, title: SQL) => [
  tier,
  sql`${score} desc nulls last`,
  sql`length(${title})`,
];

// NOTE: the same expression as users_full_name_trgm_idx (db/schema/users.ts), or the index goes unused.
const fullName = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/** Active members by username or name: public fields only (never the e-mail). */
function findMembers(db: Db, q: string) {
  const name = textMatch(q, sql`${users.username}`);
  const full = textMatch(q, fullName);
  const tier = sql`least(${name.tier}, ${full.tier})`;
  const score = sql`greatest(${name.score}, ${full.score})`;
  return db
    .select({
      id: users.id,
      title: users.username,
      subtitle: sql<string | null>`nullif(trim(${fullName}), '')`,
      ...ranked(tier, score),
    })
    .from(users)
    .where(and(eq(users.deleted, false), sql`(${name.match} or ${full.match})`))
    .orderBy(...order(tier, score, sql`${users.username}`), users.id)
    .limit(SEARCH_LIMIT_PER_TYPE);
}

function findExercises(db: Db, userId: number, q: string) {
  const m = textMatch(q, sql`${exercises.name}`);
  return db
    .select({
      id: exercises.id,
      title: exercises.name,
      subtitle: exerciseCategories.name,
      ...ranked(m.tier, m.score),
    })
    .from(exercises)
    .innerJoin(exerciseCategories, eq(exerciseCategories.id, exercises.exerciseCategoryId))
    .where(and(eq(exercises.userId, userId), m.match))
    .orderBy(...order(m.tier, m.score, sql`${exercises.name}`), exercises.id)
    .limit(SEARCH_LIMIT_PER_TYPE);
}

/** By name or notes; a match in the notes ranks at best as a match inside the name. */
function findSessions(db: Db, userId: number, q: string) {
  const name = textMatch(q, sql`${sessions.name}`);
  const notes = textMatch(q, sql`${sessions.notes}`);
  const tier = sql`least(${name.tier}, greatest(${notes.tier}, 3))`;
  const score = sql`greatest(${name.score}, ${notes.score})`;
  // The start day in the member's time zone (UTC when unset).
  const zone = sql`coalesce((select ${users.timezone} from ${users} where ${users.id} = ${userId}), 'UTC')`;
  return db
    .select({
      id: sessions.id,
      title: sessions.name,
      subtitle: sql<string>`to_char(${sessions.startDate} at time zone ${zone}, 'YYYY-MM-DD')`,
      ...ranked(tier, score),
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`(${name.match} or ${notes.match})`))
    .orderBy(...order(tier, score, sql`${sessions.name}`), sql`${sessions.startDate} desc`, sessions.id)
    .limit(SEARCH_LIMIT_PER_TYPE);
}

function findBlocks(db: Db, userId: number, q: string) {
  const m = textMatch(q, sql`${blocks.name}`);
  return db
    .select({
      id: blocks.id,
      title: blocks.name,
      subtitle: sql<string>`${blocks.startDate}::text || ' – ' || ${blocks.endDate}::text`,
      ...ranked(m.tier, m.score),
    })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), m.match))
    .orderBy(...order(m.tier, m.score, sql`${blocks.name}`), sql`${blocks.startDate} desc`, blocks.id)
    .limit(SEARCH_LIMIT_PER_TYPE);
}

function findCategories(db: Db, userId: number, q: string) {
  const m = textMatch(q, sql`${exerciseCategories.name}`);
  return db
    .select({
      id: exerciseCategories.id,
      title: exerciseCategories.name,
      subtitle: sql<string | null>`null`,
      ...ranked(m.tier, m.score),
    })
    .from(exerciseCategories)
    .where(and(eq(exerciseCategories.userId, userId), m.match))
    .orderBy(...order(m.tier, m.score, sql`${exerciseCategories.name}`), exerciseCategories.id)
    .limit(SEARCH_LIMIT_PER_TYPE);
}

/** Ties between kinds (same tier, similarity and length) go in this order. */
const typeOrder: SearchResultType[] = ["user", "exercise", "session", "block", "category"];

const hits = (type: SearchResultType, rows: Row[], url: (row: Row) => string): Hit[] =>
  rows.map((row) => ({ type, ...row, url: url(row) }));

/**
 * The header search: active members (anyone's public profile) and the caller's own exercises,
 * sessions, blocks and categories, ranked by how well they match (exact, start, word start, inside,
 * similar; then similarity), at most a few per kind and SEARCH_LIMIT in all.
 */
export async function searchEverything(db: Db, { userId, q }: { userId: number; q: string }) {
  const members = await findMembers(db, q);
  const own = await Promise.all([
    findExercises(db, userId, q),
    findSessions(db, userId, q),
    findBlocks(db, userId, q),
    findCategories(db, userId, q),
  ]);
  const all = [
    ...hits("user", members, (row) => webPaths.profile(row.title)),
    ...hits("exercise", own[0], (row) => webPaths.exercise(row.id)),
    ...hits("session", own[1], (row) => webPaths.session(row.id)),
    ...hits("block", own[2], (row) => webPaths.block(row.id)),
    ...hits("category", own[3], (row) => webPaths.category(row.id)),
  ];
  all.sort(
    (a, b) =>
      a.tier - b.tier ||
      b.score - a.score ||
      a.title.length - b.title.length ||
      typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type),
  );
  return all
    .slice(0, SEARCH_LIMIT)
    .map(({ type, id, title, subtitle, url }): SearchResult => ({ type, id, title, subtitle, url }));
}
