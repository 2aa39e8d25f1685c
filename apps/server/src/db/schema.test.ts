import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../test/harness.js";
import type { Db } from "./client.js";
import * as s from "./schema/index.js";

let db: Db;

beforeAll(async () => {
  // The suite's shared migrated database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set (CI).
  db = (await testDatabase()).db;
});

// Both drivers (PGlite, node-postgres) answer execute() with { rows }; the shared Db type leaves it unknown.
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The SQLSTATE of a failed statement (drizzle wraps the driver error in `cause`). */
async function pgCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    let e = err as { code?: unknown; cause?: unknown } | undefined;
    while (e && typeof e.code !== "string") e = e.cause as typeof e;
    return e?.code as string | undefined;
  }
}

async function insertUser() {
  const name = `u${randomBytes(5).toString("hex")}`;
  const [u] = await db
    .insert(s.users)
    .values({ username: name, email: `${name}@example.test`, passwordHash: "x" })
    .returning();
  return u!;
}

/** A user with one of every training row: category, exercise, block, session, log, set, tag, video, variables. */
async function insertTraining(userId: number) {
  const [category] = await db.insert(s.exerciseCategories).values({ userId, name: "Squat" }).returning();
  const [exercise] = await db
    .insert(s.exercises)
    .values({ userId, exerciseCategoryId: category!.id, name: "Low bar squat" })
    .returning();
  const [block] = await db
    .insert(s.blocks)
    .values({ userId, name: "Peak", startDate: "2025-01-01", endDate: "2025-02-01" })
    .returning();
  const [session] = await db
    .insert(s.sessions)
    .values({ userId, blockId: block!.id, name: "Day 1" })
    .returning();
  const base = { userId, sessionId: session!.id, exerciseId: exercise!.id };
  const [log] = await db
    .insert(s.logs)
    .values({ ...base, name: exercise!.name })
    .returning();
  const [set] = await db
    .insert(s.sets)
    .values({ ...base, logId: log!.id, reps: 3, weight: 142.5, weightUnit: "kg", rpe: 8.5 })
    .returning();
  await db.insert(s.tags).values({ userId, logId: log!.id, name: "belt" });
  await db.insert(s.videos).values({
    userId,
    sessionId: session!.id,
    logId: log!.id,
    storageKey: "k",
    contentType: "video/mp4",
    sizeBytes: 1,
  });
  await db
    .insert(s.variables)
    .values({ userId, sessionId: session!.id, bodyWeight: 80.4, bodyWeightUnit: "kg" });
  return { category: category!, exercise: exercise!, block: block!, session: session!, log: log!, set: set! };
}

describe("schema", () => {
  it("indexes every foreign key column as the leading column of a full index", async () => {
    const fks = await rows<{ fk: string; unindexed: boolean }>(sql`
      select c.conrelid::regclass::text || '.' || a.attname as fk,
        not exists (select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1] and i.indpred is null) as unindexed
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
    expect(fks.length).toBeGreaterThan(25);
    expect(fks.filter((f) => f.unindexed).map((f) => f.fk)).toEqual([]);
  });

  it("stores weights, RPE and sleep as numeric, each weight with a unit column", async () => {
    const cols = await rows<{ col: string; type: string }>(sql`
      select table_name || '.' || column_name as col, data_type || '(' || numeric_precision || ',' || numeric_scale || ')' as type
      from information_schema.columns
      where table_schema = 'public' and column_name in ('weight', 'body_weight', 'rpe', 'session_rpe', 'hours_of_sleep')
      order by 1`);
    expect(Object.fromEntries(cols.map((c) => [c.col, c.type]))).toEqual({
      "sessions.body_weight": "numeric(7,2)",
      "sessions.hours_of_sleep": "numeric(4,1)",
      "sessions.session_rpe": "numeric(3,1)",
      "sets.rpe": "numeric(3,1)",
      "sets.weight": "numeric(7,2)",
      "users.weight": "numeric(7,2)",
      "variables.body_weight": "numeric(7,2)",
      "variables.hours_of_sleep": "numeric(4,1)",
    });
    const units = await rows<{ col: string }>(sql`
      select table_name || '.' || column_name as col from information_schema.columns
      where table_schema = 'public' and column_name like '%weight_unit' order by 1`);
    expect(units.map((u) => u.col)).toEqual([
      // The unit an import reads unlabelled weights in: a setting, like users.weight_unit.
      "imports.weight_unit",
      "meets.weight_unit",
      "sessions.body_weight_unit",
      "sets.weight_unit",
      "users.weight_unit",
      "variables.body_weight_unit",
    ]);
  });

  it("keeps decimals exactly and rejects RPE off the half step, bad units, unknown set kinds and zero reps", async () => {
    const user = await insertUser();
    const { set, log, session, exercise } = await insertTraining(user.id);
    const [stored] = await db.select().from(s.sets).where(eq(s.sets.id, set.id));
    expect(stored).toMatchObject({ weight: 142.5, rpe: 8.5, weightUnit: "kg", kind: "normal" });

    const base = {
      userId: user.id,
      logId: log.id,
      sessionId: session.id,
      exerciseId: exercise.id,
      weightUnit: "kg" as const,
    };
    expect(await pgCode(db.insert(s.sets).values({ ...base, reps: 1, weight: 100, rpe: 8.3 }))).toBe("23514");
    expect(await pgCode(db.insert(s.sets).values({ ...base, reps: 1, weight: 100, rpe: 10.5 }))).toBe(
      "23514",
    );
    expect(await pgCode(db.insert(s.sets).values({ ...base, reps: 0, weight: 100 }))).toBe("23514");
    expect(
      await pgCode(db.insert(s.sets).values({ ...base, reps: 1, weight: 100, weightUnit: "st" as "kg" })),
    ).toBe("23514");
    expect(
      await pgCode(db.insert(s.sets).values({ ...base, reps: 1, weight: 100, kind: "heavy" as "normal" })),
    ).toBe("23514");
    expect(await pgCode(db.insert(s.sets).values({ ...base, reps: 1, weight: 100, kind: "warmup" }))).toBe(
      undefined,
    );
    expect(
      await pgCode(db.update(s.sessions).set({ sessionRpe: 7.5 }).where(eq(s.sessions.id, session.id))),
    ).toBeUndefined();
    expect(
      await pgCode(db.update(s.sessions).set({ sessionRpe: 0.5 }).where(eq(s.sessions.id, session.id))),
    ).toBe("23514");
  });

  it("refuses duplicates: an exercise twice in a session, names differing only by case, self-follows", async () => {
    const user = await insertUser();
    const { session, exercise, category, log } = await insertTraining(user.id);
    const dup = { userId: user.id, sessionId: session.id, exerciseId: exercise.id, name: "again" };
    expect(await pgCode(db.insert(s.logs).values(dup))).toBe("23505");
    expect(await pgCode(db.insert(s.exerciseCategories).values({ userId: user.id, name: "SQUAT" }))).toBe(
      "23505",
    );
    const sameExercise = { userId: user.id, exerciseCategoryId: category.id, name: "low BAR squat" };
    expect(await pgCode(db.insert(s.exercises).values(sameExercise))).toBe("23505");
    expect(await pgCode(db.insert(s.tags).values({ userId: user.id, logId: log.id, name: "BELT" }))).toBe(
      "23505",
    );
    expect(await pgCode(db.insert(s.follows).values({ followerId: user.id, followingId: user.id }))).toBe(
      "23514",
    );
  });

  it("deleting a user deletes all of their data", async () => {
    const user = await insertUser();
    const other = await insertUser();
    const { session } = await insertTraining(user.id);
    await db.insert(s.comments).values({ userId: other.id, sessionId: session.id, comment: "nice" });
    await db.insert(s.follows).values({ followerId: other.id, followingId: user.id });
    await db.insert(s.changelogSubscriptions).values({ userId: user.id, email: user.email });

    await db.delete(s.users).where(eq(s.users.id, user.id));

    const owned = [
      s.exerciseCategories,
      s.exercises,
      s.blocks,
      s.sessions,
      s.logs,
      s.sets,
      s.tags,
      s.videos,
      s.variables,
    ];
    for (const table of [...owned, s.changelogSubscriptions])
      expect(await db.$count(table, eq(table.userId, user.id))).toBe(0);
    expect(await db.$count(s.comments, eq(s.comments.sessionId, session.id))).toBe(0);
    expect(await db.$count(s.follows, eq(s.follows.followingId, user.id))).toBe(0);
    expect(await db.$count(s.users, eq(s.users.id, other.id))).toBe(1);
  });

  it("deleting a session deletes its logs, sets, tags, videos, comments and tracker entry, not its block", async () => {
    const user = await insertUser();
    const { session, block, log } = await insertTraining(user.id);
    await db.insert(s.comments).values({ userId: user.id, sessionId: session.id, comment: "felt good" });

    await db.delete(s.sessions).where(eq(s.sessions.id, session.id));

    for (const table of [s.logs, s.sets, s.videos, s.comments, s.variables]) {
      expect(await db.$count(table, eq(table.sessionId, session.id))).toBe(0);
    }
    expect(await db.$count(s.tags, eq(s.tags.logId, log.id))).toBe(0);
    expect(await db.$count(s.blocks, eq(s.blocks.id, block.id))).toBe(1);
  });

  it("deleting a block keeps its sessions, unassigned", async () => {
    const user = await insertUser();
    const { session, block } = await insertTraining(user.id);
    await db.delete(s.blocks).where(eq(s.blocks.id, block.id));
    const [kept] = await db.select().from(s.sessions).where(eq(s.sessions.id, session.id));
    expect(kept?.blockId).toBeNull();
  });

  it("refuses to delete an exercise or category with history, allows it without", async () => {
    const user = await insertUser();
    const { exercise, category } = await insertTraining(user.id);
    expect(await pgCode(db.delete(s.exercises).where(eq(s.exercises.id, exercise.id)))).toBe("23503");
    expect(
      await pgCode(db.delete(s.exerciseCategories).where(eq(s.exerciseCategories.id, category.id))),
    ).toBe("23503");

    const [empty] = await db
      .insert(s.exerciseCategories)
      .values({ userId: user.id, name: "Bench" })
      .returning();
    await db
      .insert(s.exercises)
      .values({ userId: user.id, exerciseCategoryId: empty!.id, name: "Larsen press" });
    await db.delete(s.exerciseCategories).where(eq(s.exerciseCategories.id, empty!.id));
    expect(await db.$count(s.exercises, eq(s.exercises.exerciseCategoryId, empty!.id))).toBe(0);
  });

  it("loads a session tree in one relational query", async () => {
    const user = await insertUser();
    const { session, set } = await insertTraining(user.id);
    const tree = await db.query.sessions.findFirst({
      where: eq(s.sessions.id, session.id),
      with: {
        user: { columns: { username: true } },
        block: true,
        logs: { with: { sets: true, tags: true, video: true } },
      },
    });
    expect(tree).toMatchObject({ user: { username: user.username }, block: { name: "Peak" } });
    expect(tree!.logs[0]).toMatchObject({
      sets: [{ id: set.id, weight: 142.5 }],
      tags: [{ name: "belt" }],
      video: { storageKey: "k" },
    });
  });
});
