// The one write transaction of an import: a few multi-row statements per thousand rows.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { exerciseCategories, exercises } from "../../db/schema/index.js";
import { joinNotes, workoutKey } from "./group.js";
import type { Plan } from "./plan.js";
import type { ImportSet } from "./rows.js";

export const IMPORTED_CATEGORY = "Imported";
/** Rows per statement: each column travels as one array parameter, so the statement stays small. */
const BATCH = 2000;

type Column = { name: string; type: string; values: unknown[] };

/** `insert into table (cols) select * from unnest($1::type[], ...)`, one parameter per column. */
function unnestInsert(table: string, columns: Column[], returning = ""): SQL {
  const names = sql.raw(columns.map((c) => c.name).join(", "));
  const arrays = sql.join(
    columns.map((c) => sql`${sql.param(c.values)}::${sql.raw(c.type)}[]`),
    sql`, `,
  );
  return sql`insert into ${sql.raw(table)} (${names}) select * from unnest(${arrays})${sql.raw(returning)}`;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function importedCategory(db: Db, userId: number): Promise<number> {
  const [found] = await db
    .select({ id: exerciseCategories.id })
    .from(exerciseCategories)
    .where(
      and(
        eq(exerciseCategories.userId, userId),
        sql`lower(${exerciseCategories.name}) = lower(${IMPORTED_CATEGORY})`,
      ),
    );
  if (found) return found.id;
  const [row] = await db
    .insert(exerciseCategories)
    .values({ userId, name: IMPORTED_CATEGORY })
    .returning({ id: exerciseCategories.id });
  return row!.id;
}

/** The file's exercise names → exercise ids, creating the missing ones in "Imported". */
async function exerciseIds(db: Db, userId: number, plan: Plan): Promise<Map<string, number>> {
  const createdIds = new Map<string, number>();
  if (plan.newExercises.length) {
    const categoryId = await importedCategory(db, userId);
    const rows = await db
      .insert(exercises)
      .values(plan.newExercises.map((name) => ({ userId, exerciseCategoryId: categoryId, name })))
      .returning({ id: exercises.id, name: exercises.name });
    for (const row of rows) createdIds.set(row.name, row.id);
  }
  const ids = new Map<string, number>();
  for (const [name, target] of plan.exercises) {
    ids.set(name, "id" in target ? target.id : createdIds.get(target.create)!);
  }
  return ids;
}

const iso = (d: Date) => d.toISOString();

/** Writes the plan's sessions, logs and sets; answers the new session ids, oldest first. */
export async function writePlan(db: Db, userId: number, plan: Plan): Promise<number[]> {
  const exerciseOf = await exerciseIds(db, userId, plan);
  const sessionIds: number[] = [];
  for (const batch of chunks(plan.workouts, 1000)) {
    const rows = await rowsOf<{ id: number; start_date: string | Date; name: string }>(
      db,
      unnestInsert(
        "sessions",
        [
          { name: "user_id", type: "int", values: batch.map(() => userId) },
          { name: "name", type: "text", values: batch.map((w) => w.name) },
          { name: "start_date", type: "timestamptz", values: batch.map((w) => iso(w.start)) },
          { name: "end_date", type: "timestamptz", values: batch.map((w) => iso(w.end ?? w.start)) },
          { name: "notes", type: "text", values: batch.map((w) => joinNotes(w.notes)) },
        ],
        " returning id, start_date, name",
      ),
    );
    const idOf = new Map(rows.map((r) => [workoutKey(new Date(r.start_date), r.name), Number(r.id)]));
    const logs = batch.flatMap((w) => {
      const sessionId = idOf.get(workoutKey(w.start, w.name))!;
      sessionIds.push(sessionId);
      // The same exercise twice in a workout (or two names matched to one exercise) is one log.
      const byExercise = new Map<number, { name: string; notes: string[]; sets: ImportSet[] }>();
      for (const e of w.exercises.values()) {
        const exerciseId = exerciseOf.get(e.name)!;
        const log = byExercise.get(exerciseId);
        if (log) {
          log.notes.push(...e.notes);
          log.sets.push(...e.sets);
        } else byExercise.set(exerciseId, { name: e.name, notes: [...e.notes], sets: [...e.sets] });
      }
      return [...byExercise].map(([exerciseId, log], position) => ({
        sessionId,
        exerciseId,
        position,
        start: w.start,
        ...log,
      }));
    });
    await writeLogs(db, userId, logs);
  }
  return sessionIds;
}

type LogToWrite = {
  sessionId: number;
  exerciseId: number;
  position: number;
  start: Date;
  name: string;
  notes: string[];
  sets: ImportSet[];
};

async function writeLogs(db: Db, userId: number, logs: LogToWrite[]) {
  for (const batch of chunks(logs)) {
    // NOTE: created_at is the workout's start: exercise history and recent PRs order sets by it.
    const rows = await rowsOf<{ id: number; session_id: number; exercise_id: number }>(
      db,
      unnestInsert(
        "logs",
        [
          { name: "user_id", type: "int", values: batch.map(() => userId) },
          { name: "session_id", type: "int", values: batch.map((l) => l.sessionId) },
          { name: "exercise_id", type: "int", values: batch.map((l) => l.exerciseId) },
          { name: "name", type: "text", values: batch.map((l) => l.name) },
          { name: "notes", type: "text", values: batch.map((l) => joinNotes(l.notes)) },
          { name: "position", type: "int", values: batch.map((l) => l.position) },
          { name: "created_at", type: "timestamptz", values: batch.map((l) => iso(l.start)) },
        ],
        " returning id, session_id, exercise_id",
      ),
    );
    const logId = new Map(rows.map((r) => [`${r.session_id}|${r.exercise_id}`, Number(r.id)]));
    const sets = batch.flatMap((l) =>
      l.sets.map((s, position) => ({
        ...s,
        position,
        log: l,
        logId: logId.get(`${l.sessionId}|${l.exerciseId}`)!,
      })),
    );
    for (const part of chunks(sets)) {
      await db.execute(
        unnestInsert("sets", [
          { name: "user_id", type: "int", values: part.map(() => userId) },
          { name: "log_id", type: "int", values: part.map((s) => s.logId) },
          { name: "session_id", type: "int", values: part.map((s) => s.log.sessionId) },
          { name: "exercise_id", type: "int", values: part.map((s) => s.log.exerciseId) },
          { name: "reps", type: "int", values: part.map((s) => s.reps) },
          { name: "weight", type: "numeric", values: part.map((s) => String(s.weight)) },
          { name: "weight_unit", type: "text", values: part.map((s) => s.unit) },
          { name: "rpe", type: "numeric", values: part.map((s) => (s.rpe === null ? null : String(s.rpe))) },
          { name: "notes", type: "text", values: part.map((s) => s.notes) },
          { name: "kind", type: "text", values: part.map((s) => s.kind) },
          { name: "position", type: "int", values: part.map((s) => s.position) },
          { name: "created_at", type: "timestamptz", values: part.map((s) => iso(s.log.start)) },
        ]),
      );
    }
  }
}
