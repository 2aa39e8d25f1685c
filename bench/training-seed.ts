// Bulk seeding for the training bench: one lifter, four sessions a week, four lifts of six sets each.
import type { FastifyInstance } from "fastify";
import type { Db } from "../apps/server/src/db/client.js";
import { exerciseCategories, exercises, logs, sessions, sets } from "../apps/server/src/db/schema/index.js";
import { hashPassword } from "../apps/server/src/lib/passwords.js";
import { insertUser } from "../apps/server/src/features/users/users.queries.js";

export type BenchLifter = { id: number; cookie: string; exerciseIds: number[] };
type Ctx = { sessionIds: number[]; exerciseIds: number[]; openLogId: number; pages: number };
export type Seeded = { sessions: number; sets: number; ctx: Ctx };

const DAY = 86_400_000;
const CATEGORIES: Record<string, string[]> = {
  Squat: ["Back squat", "Front squat", "Pause squat", "Box squat", "High bar squat"],
  Bench: ["Bench press", "Close grip bench", "Larsen press", "Incline bench", "Overhead press"],
  Deadlift: ["Conventional deadlift", "Sumo deadlift", "Romanian deadlift", "Deficit deadlift", "Block pull"],
  Accessories: ["Barbell row", "Pull-up", "Dip", "Lunge", "Leg press"],
};

export async function createBenchLifter(app: FastifyInstance, db: Db): Promise<BenchLifter> {
  const name = `bench${Date.now().toString(36)}`;
  const password = "bench password 1";
  const user = await insertUser(db, {
    username: name,
    email: `${name}@bench.test`,
    passwordHash: await hashPassword(password),
    verified: true,
  });
  const exerciseIds: number[] = [];
  for (const [category, names] of Object.entries(CATEGORIES)) {
    const [cat] = await db.insert(exerciseCategories).values({ userId: user.id, name: category }).returning();
    const rows = await db
      .insert(exercises)
      .values(names.map((n) => ({ userId: user.id, exerciseCategoryId: cat!.id, name: n })))
      .returning({ id: exercises.id });
    exerciseIds.push(...rows.map((r) => r.id));
  }
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { origin: "http://localhost:3000" },
    remoteAddress: "10.99.0.1",
    payload: { email: user.email, password },
  });
  const cookie = res.cookies.find((c) => c.name.endsWith("topset_session"));
  if (!cookie) throw new Error(`bench login failed: ${res.body}`);
  return { id: user.id, cookie: `${cookie.name}=${cookie.value}`, exerciseIds };
}

/** Adds `years` of completed sessions starting `fromYear` years after the first one, plus one open session. */
export async function seedTrainingYears(
  db: Db,
  lifter: BenchLifter,
  opts: { fromYear: number; years: number; previous?: Seeded },
): Promise<Seeded> {
  const start = Date.now() - 3 * 365 * DAY + opts.fromYear * 365 * DAY;
  const weeks = opts.years * 52;
  const sessionIds = [...(opts.previous?.ctx.sessionIds ?? [])];
  let setCount = opts.previous?.sets ?? 0;
  for (let week = 0; week < weeks; week += 4) {
    const batch = [];
    for (let w = week; w < Math.min(week + 4, weeks); w++) {
      for (const day of [0, 2, 4, 5]) {
        const startDate = new Date(start + (w * 7 + day) * DAY);
        batch.push({
          userId: lifter.id,
          name: `Week ${w + 1} day ${day + 1}`,
          startDate,
          endDate: new Date(+startDate + 5400_000),
          sessionRpe: 8.5,
        });
      }
    }
    const created = await db
      .insert(sessions)
      .values(batch)
      .returning({ id: sessions.id, startDate: sessions.startDate });
    sessionIds.push(...created.map((s) => s.id));
    const logRows = created.flatMap((s, i) =>
      [0, 1, 2, 3].map((k) => {
        const exerciseId = lifter.exerciseIds[(i * 4 + k) % lifter.exerciseIds.length]!;
        return {
          userId: lifter.id,
          sessionId: s.id,
          exerciseId,
          name: `lift ${exerciseId}`,
          position: k,
          createdAt: s.startDate,
        };
      }),
    );
    const createdLogs = await db.insert(logs).values(logRows).returning({
      id: logs.id,
      sessionId: logs.sessionId,
      exerciseId: logs.exerciseId,
      createdAt: logs.createdAt,
    });
    const setRows = createdLogs.flatMap((l) =>
      [0, 1, 2, 3, 4, 5].map((k) => ({
        userId: lifter.id,
        logId: l.id,
        sessionId: l.sessionId,
        exerciseId: l.exerciseId,
        reps: 1 + (k % 5),
        weight: 100 + k * 2.5,
        weightUnit: "kg" as const,
        rpe: 7 + (k % 4) * 0.5,
        position: k,
        createdAt: new Date(+l.createdAt + k * 180_000),
      })),
    );
    await db.insert(sets).values(setRows);
    setCount += setRows.length;
  }
  const [open] = await db
    .insert(sessions)
    .values({ userId: lifter.id, name: "Today" })
    .returning({ id: sessions.id });
  const [openLog] = await db
    .insert(logs)
    .values({
      userId: lifter.id,
      sessionId: open!.id,
      exerciseId: lifter.exerciseIds[0]!,
      name: "Back squat",
    })
    .returning({ id: logs.id });
  return {
    sessions: sessionIds.length,
    sets: setCount,
    ctx: {
      sessionIds,
      exerciseIds: lifter.exerciseIds,
      openLogId: openLog!.id,
      pages: Math.ceil(sessionIds.length / 20),
    },
  };
}
