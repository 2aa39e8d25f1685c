import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { programs, routines, sessions, users } from "../../db/schema/index.js";

export type ProgramRow = typeof programs.$inferSelect;
type ProgramValues = Pick<
  typeof programs.$inferInsert,
  "name" | "notes" | "blockId" | "weeks" | "trainingMaxes"
>;
type Owner = { id: number; userId: number };

/** The caller's programs, oldest first; with `blockId`, those attached to that block (programs_block_idx). */
export function listPrograms(db: Db, where: { userId: number; blockId?: number }): Promise<ProgramRow[]> {
  return db
    .select()
    .from(programs)
    .where(
      and(
        eq(programs.userId, where.userId),
        where.blockId === undefined ? undefined : eq(programs.blockId, where.blockId),
      ),
    )
    .orderBy(asc(programs.id));
}

export async function findProgram(db: Db, where: Owner): Promise<ProgramRow | undefined> {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.id, where.id), eq(programs.userId, where.userId)));
  return row;
}

/** The caller's program, locked for the rest of the transaction (two starts queue behind each other). */
export async function lockProgram(tx: Db, where: Owner): Promise<ProgramRow | undefined> {
  const [row] = await tx
    .select()
    .from(programs)
    .where(and(eq(programs.id, where.id), eq(programs.userId, where.userId)))
    .for("update");
  return row;
}

export async function insertProgram(
  db: Db,
  values: ProgramValues & Pick<typeof programs.$inferInsert, "userId" | "coachId">,
): Promise<ProgramRow> {
  const [row] = await db.insert(programs).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateProgramRow(db: Db, where: Owner, values: Partial<ProgramValues>) {
  const [row] = await db
    .update(programs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(programs.id, where.id), eq(programs.userId, where.userId)))
    .returning();
  return row;
}

export async function deleteProgramRow(db: Db, where: Owner) {
  const [row] = await db
    .delete(programs)
    .where(and(eq(programs.id, where.id), eq(programs.userId, where.userId)))
    .returning({ id: programs.id });
  return row;
}

/** The names of the caller's routines among `ids` (someone else's, or a deleted one, is simply absent). */
export async function findRoutineNames(db: Db, where: { ids: number[]; userId: number }) {
  if (where.ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: routines.id, name: routines.name })
    .from(routines)
    .where(and(inArray(routines.id, where.ids), eq(routines.userId, where.userId)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The usernames of these members (the coaches who wrote programs), id → username. */
export async function findUsernames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export type ProgramSessionRow = Awaited<ReturnType<typeof listProgramSessions>>[number];

/** The sessions that fill workouts of these programs, oldest first, in one query (sessions_program_idx). */
export function listProgramSessions(db: Db, where: { programIds: number[]; userId: number }) {
  if (where.programIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: sessions.id,
      programId: sessions.programId,
      week: sessions.programWeek,
      day: sessions.programDay,
      startDate: sessions.startDate,
      endDate: sessions.endDate,
    })
    .from(sessions)
    .where(
      and(
        inArray(sessions.programId, where.programIds),
        eq(sessions.userId, where.userId),
        isNotNull(sessions.programWeek),
        isNotNull(sessions.programDay),
      ),
    )
    .orderBy(asc(sessions.id));
}
