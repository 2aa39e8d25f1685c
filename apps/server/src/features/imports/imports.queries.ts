import type { ImportJob, WeightUnit } from "@topset/shared";
import { and, asc, between, count, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { exercises, imports, sessions } from "../../db/schema/index.js";

export type ImportRowDb = typeof imports.$inferSelect;
type Changes = Partial<typeof imports.$inferInsert>;

export async function insertImport(
  db: Db,
  values: {
    userId: number;
    source: ImportJob["source"];
    dryRun: boolean;
    fileName: string;
    storageKey: string;
    weightUnit: WeightUnit;
    timezone: string;
  },
): Promise<ImportRowDb> {
  const [row] = await db.insert(imports).values(values).returning();
  return row!;
}

/** By id alone: for the jobs, which act for the row's owner. */
export async function findImportById(db: Db, id: number): Promise<ImportRowDb | undefined> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row;
}

export async function findImport(db: Db, where: { id: number; userId: number }) {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, where.id), eq(imports.userId, where.userId)));
  return row;
}

/** The member's imports, newest first (imports_user_idx). */
export async function listImports(db: Db, userId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(imports)
      .where(eq(imports.userId, userId))
      .orderBy(desc(imports.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(imports).where(eq(imports.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function updateImport(db: Db, id: number, changes: Changes): Promise<void> {
  await db.update(imports).set(changes).where(eq(imports.id, id));
}

/** A done dry run of the member becomes a queued real import; false when it is not one (anymore). */
export async function confirmDryRun(db: Db, where: { id: number; userId: number }): Promise<boolean> {
  const rows = await db
    .update(imports)
    .set({ dryRun: false, status: "queued", progress: 0, finishedAt: null })
    .where(
      and(
        eq(imports.id, where.id),
        eq(imports.userId, where.userId),
        eq(imports.dryRun, true),
        eq(imports.status, "done"),
        isNotNull(imports.storageKey),
      ),
    )
    .returning({ id: imports.id });
  return rows.length > 0;
}

/** Exactly the wire fields of an import. */
export function toImportJob(row: ImportRowDb): ImportJob {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    dry_run: row.dryRun,
    file_name: row.fileName,
    weight_unit: row.weightUnit,
    timezone: row.timezone,
    sessions: row.sessions,
    sets: row.sets,
    skipped: row.skipped,
    skipped_reasons: row.skippedReasons,
    existing_sessions: row.existingSessions,
    new_exercises: row.newExercises,
    progress: row.progress,
    errors: row.errors,
    session_ids: row.sessionIds,
    first_workout_at: row.firstWorkoutAt?.toISOString() ?? null,
    last_workout_at: row.lastWorkoutAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The member's sessions started in [from, to], as an import compares them (sessions_user_start_idx). */
export const findSessionsStartedBetween = (db: Db, userId: number, from: Date, to: Date) =>
  db
    .select({ start: sessions.startDate, name: sessions.name })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), between(sessions.startDate, from, to)));

/** The member's exercises, oldest first (of two with the same name, the older one matches). */
export const findOwnExerciseNames = (db: Db, userId: number) =>
  db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(eq(exercises.userId, userId))
    .orderBy(asc(exercises.id));
