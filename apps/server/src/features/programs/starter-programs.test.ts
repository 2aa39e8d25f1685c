import { createRoutineSchema, starterProgramSchema, type StarterRoutine } from "@topset/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exerciseCategories, exercises, programs, routines } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { first } from "../../test/fixtures/training.js";
import { seedDefaultExercises } from "../exercises/default-exercises.queries.js";
import { STARTER_PROGRAMS } from "./starter-programs.js";

const t = useTestApp();

const call = (method: "GET" | "POST", url: string, as?: TestUser) =>
  request(t, { method, url: `/api/v1${url}`, as });

const routinesOf = (key: string) => {
  const starter = STARTER_PROGRAMS.find((p) => p.key === key)!;
  return new Map(starter.weeks.flatMap((w) => w.days.map((d) => [d.routine.key, d.routine] as const)));
};

describe("the starter programs", () => {
  it("are valid programs of valid routines, each key once, a routine key always the same routine", () => {
    expect(STARTER_PROGRAMS.map((p) => p.key)).toEqual([
      "linear-novice",
      "four-week-wave",
      "rpe-powerlifting",
      "peaking",
    ]);
    for (const starter of STARTER_PROGRAMS) {
      expect(starterProgramSchema.safeParse(starter).error).toBeUndefined();
      const seen = new Map<string, StarterRoutine>();
      for (const [w, week] of starter.weeks.entries()) {
        expect(week.week).toBe(w + 1);
        for (const [d, { day, routine }] of week.days.entries()) {
          expect(day).toBe(d + 1);
          expect(seen.get(routine.key) ?? routine).toEqual(routine);
          seen.set(routine.key, routine);
          // What a copy writes must pass the routine contract (fake ids stand for the exercises).
          const written = {
            name: routine.name,
            notes: routine.notes,
            exercises: routine.exercises.map(({ name: _n, category: _c, ...e }, i) => ({
              ...e,
              exercise_id: i + 1,
            })),
          };
          expect(
            createRoutineSchema.safeParse(written).error,
            `${starter.key} ${routine.key}`,
          ).toBeUndefined();
        }
      }
    }
  });

  it("end the peaking block on meet day: three singles a lift, the last above the current e1RM", () => {
    const last = STARTER_PROGRAMS.find((p) => p.key === "peaking")!
      .weeks.at(-1)!
      .days.at(-1)!.routine;
    expect(last.name).toBe("Meet day");
    expect(last.exercises.map((e) => e.sets.map((s) => [s.reps, s.percent_1rm]))).toEqual(
      Array(3).fill([
        [1, 91],
        [1, 96],
        [1, 101],
      ]),
    );
  });
});

describe("GET /api/v1/programs/starters", () => {
  it("answers the starter programs as data, to members only", async () => {
    const owner = await createUser(t);
    const res = await call("GET", "/programs/starters", owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(JSON.parse(JSON.stringify(STARTER_PROGRAMS)));
    expect((await call("GET", "/programs/starters")).statusCode).toBe(401);
  });
});

describe("POST /api/v1/programs/starters/:key/copy", () => {
  it.each(STARTER_PROGRAMS.map((p) => p.key))(
    "copies %s: its routines once each, the program over them",
    async (key) => {
      const owner = await createUser(t);
      await seedDefaultExercises(t.database.db, owner.id);
      const program = first(await call("POST", `/programs/starters/${key}/copy`, owner), 201);
      const starter = STARTER_PROGRAMS.find((p) => p.key === key)!;
      expect(program).toMatchObject({ user_id: owner.id, name: starter.name, block_id: null });
      expect(program.next).toMatchObject({ week: 1, day: 1, session_id: null });
      const names = program.weeks.map((w: { days: { routine_name: string }[] }) =>
        w.days.map((d) => d.routine_name),
      );
      expect(names).toEqual(starter.weeks.map((w) => w.days.map((d) => d.routine.name)));
      const written = await t.database.db.select().from(routines).where(eq(routines.userId, owner.id));
      expect(written).toHaveLength(routinesOf(key).size);
      // The defaults every new member has are enough: nothing was added to their exercises.
      expect(await t.database.db.$count(exercises, eq(exercises.userId, owner.id))).toBe(24);
      // The first workout starts as any routine does.
      const session = first(await call("POST", `/programs/${program.id}/start`, owner), 201);
      expect(session.name).toBe(starter.weeks[0]!.days[0]!.routine.name);
    },
  );

  it("matches the lifter's exercises by name ignoring case, and creates the missing ones and their category", async () => {
    const owner = await createUser(t);
    const db = t.database.db;
    const [legs] = await db.insert(exerciseCategories).values({ userId: owner.id, name: "Legs" }).returning();
    const [mine] = await db
      .insert(exercises)
      .values({ userId: owner.id, exerciseCategoryId: legs!.id, name: "BACK SQUAT" })
      .returning();
    await db.insert(exerciseCategories).values({ userId: owner.id, name: "bench" });
    const program = first(await call("POST", "/programs/starters/linear-novice/copy", owner), 201);
    const [a] = await db.select().from(routines).where(eq(routines.id, program.weeks[0].days[0].routine_id));
    expect(a!.exercises[0]!.exercise_id).toBe(mine!.id);
    const categoryOf = async (name: string) => {
      const [row] = await db
        .select({ category: exerciseCategories.name })
        .from(exercises)
        .innerJoin(exerciseCategories, eq(exerciseCategories.id, exercises.exerciseCategoryId))
        .where(and(eq(exercises.userId, owner.id), eq(exercises.name, name)));
      return row?.category;
    };
    expect(await categoryOf("Bench press")).toBe("bench");
    expect(await categoryOf("Overhead press")).toBe("bench");
    expect(await categoryOf("Conventional deadlift")).toBe("Deadlift");
    expect(await categoryOf("Barbell row")).toBe("Accessories");
    expect(await db.$count(exercises, eq(exercises.userId, owner.id))).toBe(5);
  });

  it("answers 404 for an unknown starter, 400 for a malformed key, 401 without login, writing nothing", async () => {
    const owner = await createUser(t);
    expect((await call("POST", "/programs/starters/no-such-program/copy", owner)).statusCode).toBe(404);
    const bad = await call("POST", "/programs/starters/Not%20a%20key/copy", owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: "key", msg: "Unknown starter program" }]);
    expect((await call("POST", "/programs/starters/peaking/copy")).statusCode).toBe(401);
    expect(await t.database.db.$count(programs, eq(programs.userId, owner.id))).toBe(0);
    expect(await t.database.db.$count(routines, eq(routines.userId, owner.id))).toBe(0);
  });
});
