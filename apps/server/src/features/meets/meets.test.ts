import { dots, ipfGl, KG_PER_LB, roundTo, wilks } from "@topset/shared";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPowerliftingResults } from "../../db/schema/index.js";
import { createUser, request, unique, useTestApp, type TestUser } from "../../test/harness.js";

const t = useTestApp();

const call = (
  as: TestUser | undefined,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) => request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
const errors = (res: { json(): { errors?: { path?: string; msg: string }[] } }) => res.json().errors ?? [];

const sbd = (squat: number, bench: number, deadlift: number, made: boolean | null = true) => [
  { lift: "squat", attempt: 1, weight: squat, made },
  { lift: "bench", attempt: 1, weight: bench, made },
  { lift: "deadlift", attempt: 1, weight: deadlift, made },
];
const meetBody = {
  name: "Spring Open",
  date: "2024-04-13",
  federation: "USAPL",
  sex: "M",
  equipment: "Raw",
  event: "SBD",
  weight_unit: "kg",
  bodyweight: 90,
  weight_class: "93",
  attempts: sbd(200, 150, 250),
  notes: "First meet",
};

async function createMeet(user: TestUser, body: object = meetBody) {
  const res = await call(user, "POST", "/meets", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0];
}

// OpenPowerlifting rows of this file only: ids far above any import, a federation of their own.
const oplIds: number[] = [];
afterAll(() =>
  t.database.db.delete(openPowerliftingResults).where(inArray(openPowerliftingResults.id, oplIds)),
);
let nextOplId = 2_000_000_000 + Math.floor(Math.random() * 100_000_000);
async function insertOpl(rows: Partial<typeof openPowerliftingResults.$inferInsert>[]) {
  const values = rows.map((row) => ({ id: nextOplId++, name: unique("Lifter "), sex: "M", ...row }));
  oplIds.push(...values.map((v) => v.id));
  return t.database.db.insert(openPowerliftingResults).values(values).returning();
}

describe("meets CRUD", () => {
  it("creates, lists newest first, reads, changes and deletes the member's meets", async () => {
    const user = await createUser(t);
    const created = await createMeet(user);
    expect(created).toMatchObject({
      ...meetBody,
      id: expect.any(Number),
      attempts: sbd(200, 150, 250),
      flight_start: null,
      open_powerlifting_result_id: null,
      best_kg: { squat: 200, bench: 150, deadlift: 250 },
      total_kg: 600,
    });
    const older = await createMeet(user, { name: "Winter Classic", date: "2023-12-02", sex: "M" });
    // Defaults: Raw, SBD, the account's unit, no attempts.
    expect(older).toMatchObject({
      equipment: "Raw",
      event: "SBD",
      weight_unit: "kg",
      attempts: [],
      total_kg: null,
    });

    const list = await call(user, "GET", "/meets?perPage=1");
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([created.id]);
    expect(list.json().pagination).toMatchObject({ total: 2, perPage: 1, currentPage: 1, lastPage: 2 });
    const page2 = await call(user, "GET", "/meets?perPage=1&currentPage=2");
    expect(page2.json().data.map((m: { id: number }) => m.id)).toEqual([older.id]);

    expect((await call(user, "GET", `/meets/${created.id}`)).json().data[0]).toEqual(created);

    // A PATCH replaces only what it gives: the attempts stay when left out.
    const renamed = await call(user, "PATCH", `/meets/${created.id}`, {
      name: "Spring Open 2024",
      flight_start: "2024-04-13T09:30:00Z",
      federation: "",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data[0]).toMatchObject({
      name: "Spring Open 2024",
      federation: null,
      flight_start: "2024-04-13T09:30:00.000Z",
      attempts: sbd(200, 150, 250),
      total_kg: 600,
    });
    const missed = await call(user, "PATCH", `/meets/${created.id}`, {
      attempts: [...sbd(200, 150, 250), { lift: "deadlift", attempt: 2, weight: 270, made: true }],
    });
    expect(missed.json().data[0]).toMatchObject({ best_kg: { deadlift: 270 }, total_kg: 620 });

    const deleted = await call(user, "DELETE", `/meets/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual([{ id: created.id }]);
    expect((await call(user, "GET", `/meets/${created.id}`)).statusCode).toBe(404);
    expect((await call(user, "GET", "/meets")).json().pagination.total).toBe(1);
  });

  it("reads a zone-less flight start in the account's time zone", async () => {
    const user = await createUser(t, { timezone: "Europe/Berlin" });
    const meet = await createMeet(user, { ...meetBody, flight_start: "2024-04-13T09:30" });
    expect(meet.flight_start).toBe("2024-04-13T07:30:00.000Z");
  });

  it("answers 400 with the fields for bad bodies", async () => {
    const user = await createUser(t);
    const bad = await call(user, "POST", "/meets", {
      date: "13/04/2024",
      sex: "X",
      equipment: "Bench shirt",
      attempts: [{ lift: "clean", attempt: 4, weight: -5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      errors(bad)
        .map((e) => e.path)
        .sort(),
    ).toEqual(
      [
        "attempts.0.attempt",
        "attempts.0.lift",
        "attempts.0.weight",
        "date",
        "equipment",
        "name",
        "sex",
      ].sort(),
    );
    const twice = await call(user, "POST", "/meets", {
      ...meetBody,
      attempts: [...sbd(200, 150, 250), { lift: "bench", attempt: 1, weight: 155, made: false }],
    });
    expect(twice.statusCode).toBe(400);
    expect(errors(twice)).toEqual([{ path: "attempts.3", msg: "The bench has attempt 1 twice" }]);
    // Year zero matches the ISO pattern but no calendar (PostgreSQL refuses it).
    const yearZero = await call(user, "POST", "/meets", { ...meetBody, date: "0000-01-01" });
    expect(errors(yearZero)).toEqual([{ path: "date", msg: "Must be a date (YYYY-MM-DD)" }]);
    const meet = await createMeet(user);
    const patch = await call(user, "PATCH", `/meets/${meet.id}`, { bodyweight: 0, event: "SD" });
    expect(
      errors(patch)
        .map((e) => e.path)
        .sort(),
    ).toEqual(["bodyweight", "event"]);
    const fromOpl = await call(user, "POST", "/meets/from-open-powerlifting", { result_id: "x" });
    expect(errors(fromOpl).map((e) => e.path)).toEqual(["result_id"]);
  });

  it("answers 401 without login and 404 for another member's meet", async () => {
    const [owner, other] = [await createUser(t), await createUser(t)];
    const meet = await createMeet(owner);
    expect((await call(undefined, "GET", "/meets")).statusCode).toBe(401);
    expect((await call(undefined, "POST", "/meets", meetBody)).statusCode).toBe(401);
    expect((await call(undefined, "GET", `/meets/${meet.id}`)).statusCode).toBe(401);
    for (const [method, url] of [
      ["GET", `/meets/${meet.id}`],
      ["PATCH", `/meets/${meet.id}`],
      ["DELETE", `/meets/${meet.id}`],
      ["GET", `/meets/${meet.id}/evidence`],
    ] as const) {
      const res = await call(other, method, url, method === "PATCH" ? { name: "Mine now" } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ status: "fail", message: "Meet not found" });
    }
    expect((await call(other, "GET", "/meets")).json().data).toEqual([]);
    expect((await call(owner, "GET", `/meets/${meet.id}`)).json().data[0].name).toBe("Spring Open");
  });
});

describe("meet points", () => {
  it("scores the reference meet: a man of 90 kg with a 600 kg total", async () => {
    const user = await createUser(t);
    const meet = await createMeet(user);
    expect(meet.dots).toBe(387.96);
    const input = { sex: "M" as const, bodyweightKg: 90, totalKg: 600 };
    expect(meet.ipf_gl).toBe(roundTo(ipfGl({ ...input, equipment: "classic", event: "SBD" }), 2));
    expect(meet.wilks).toBe(roundTo(wilks(input), 2));
    const equipped = await createMeet(user, { ...meetBody, equipment: "Single-ply" });
    expect(equipped.ipf_gl).toBe(roundTo(ipfGl({ ...input, equipment: "equipped", event: "SBD" }), 2));
    expect(equipped.dots).toBe(387.96);
  });

  it("converts a meet in pounds to kg", async () => {
    const user = await createUser(t, { weightUnit: "lbs" });
    const meet = await createMeet(user, {
      name: "Garage Open",
      date: "2024-06-01",
      sex: "F",
      bodyweight: 132.5,
      attempts: sbd(300, 185, 350),
    });
    const kg = (lb: number) => roundTo(lb * KG_PER_LB, 2);
    const total = roundTo(kg(300) + kg(185) + kg(350), 2);
    expect(meet).toMatchObject({
      weight_unit: "lbs",
      bodyweight: 132.5,
      best_kg: { squat: kg(300), bench: kg(185), deadlift: kg(350) },
      total_kg: total,
      dots: roundTo(dots({ sex: "F", bodyweightKg: 132.5 * KG_PER_LB, totalKg: total }), 2),
    });
  });

  it("has no total, points or placement while a lift of the event has no made attempt", async () => {
    const user = await createUser(t);
    const bombed = await createMeet(user, {
      ...meetBody,
      attempts: [
        ...sbd(200, 150, 250).slice(0, 2),
        { lift: "deadlift", attempt: 1, weight: 250, made: false },
      ],
    });
    expect(bombed).toMatchObject({
      best_kg: { squat: 200, bench: 150, deadlift: null },
      total_kg: null,
      dots: null,
      ipf_gl: null,
      wilks: null,
      placement: null,
    });
    // Bench only: the bench alone is the total; other lifts count for nothing.
    const bench = await createMeet(user, { ...meetBody, event: "B", attempts: sbd(200, 150, 250) });
    expect(bench).toMatchObject({ best_kg: { squat: null, bench: 150, deadlift: null }, total_kg: 150 });
    // A total without a bodyweight has no points.
    const light = await createMeet(user, { ...meetBody, bodyweight: null });
    expect(light).toMatchObject({ total_kg: 600, dots: null, ipf_gl: null, wilks: null });
  });
});

describe("meet placement", () => {
  it("places the total among the OpenPowerlifting entries of its federation, sex, class, equipment, event and year", async () => {
    const federation = unique("FED");
    const group = {
      federation,
      sex: "M",
      weightClassKg: "93",
      equipment: "Raw",
      event: "SBD",
      date: "2024-03-01",
    };
    await insertOpl([
      { ...group, totalKg: 700 },
      { ...group, federation: federation.toLowerCase(), totalKg: 650 },
      { ...group, totalKg: 600 },
      { ...group, totalKg: 550, date: "2024-11-30" },
      // Not counted: no total (disqualified), other year, sex, class, equipment or event.
      { ...group, totalKg: null, place: "DQ" },
      { ...group, totalKg: 900, date: "2023-12-31" },
      { ...group, totalKg: 900, sex: "F" },
      { ...group, totalKg: 900, weightClassKg: "105" },
      { ...group, totalKg: 900, equipment: "Wraps" },
      { ...group, totalKg: 300, event: "B" },
    ]);
    const user = await createUser(t);
    const meet = await createMeet(user, {
      ...meetBody,
      federation: federation.toUpperCase(),
      attempts: sbd(210, 160, 255),
    });
    expect(meet.total_kg).toBe(625);
    expect(meet.placement).toEqual({
      place: 3,
      of: 4,
      federation: federation.toUpperCase(),
      weight_class: "93",
      year: 2024,
    });
    // The list places every meet of the page (one query for the page).
    const second = await createMeet(user, {
      ...meetBody,
      date: "2024-05-01",
      federation,
      attempts: sbd(250, 180, 300),
    });
    const noClass = await createMeet(user, { ...meetBody, federation, weight_class: null });
    const list = (await call(user, "GET", "/meets")).json().data;
    const byId = new Map(list.map((m: { id: number; placement: unknown }) => [m.id, m.placement]));
    expect(byId.get(second.id)).toMatchObject({ place: 1, of: 4 });
    expect(byId.get(meet.id)).toMatchObject({ place: 3, of: 4 });
    expect(byId.get(noClass.id)).toBeNull();
    // Nobody in the group: first of none.
    const alone = await createMeet(user, { ...meetBody, federation: unique("NONE") });
    expect(alone.placement).toMatchObject({ place: 1, of: 0 });
  });
});

describe("POST /api/v1/meets/from-open-powerlifting", () => {
  it("makes a meet of the row: its bests as third attempts, a negative best missed", async () => {
    const [row] = await insertOpl([
      {
        event: "SBD",
        equipment: "Wraps",
        sex: "F",
        bodyweightKg: 62.4,
        weightClassKg: "63",
        best3SquatKg: 150,
        best3BenchKg: -90,
        best3DeadliftKg: 180,
        totalKg: null,
        federation: "IPF",
        date: "2019-06-08",
        meetName: "Invented Nationals",
      },
    ]);
    const user = await createUser(t, { weightUnit: "lbs" });
    const res = await call(user, "POST", "/meets/from-open-powerlifting", { result_id: row!.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0]).toMatchObject({
      name: "Invented Nationals",
      date: "2019-06-08",
      federation: "IPF",
      sex: "F",
      equipment: "Wraps",
      event: "SBD",
      weight_unit: "kg",
      bodyweight: 62.4,
      weight_class: "63",
      attempts: [
        { lift: "squat", attempt: 3, weight: 150, made: true },
        { lift: "bench", attempt: 3, weight: 90, made: false },
        { lift: "deadlift", attempt: 3, weight: 180, made: true },
      ],
      open_powerlifting_result_id: row!.id,
      best_kg: { squat: 150, bench: null, deadlift: 180 },
      total_kg: null,
    });
  });

  it("answers 404 for a row that does not exist and 400 for an event a meet cannot hold", async () => {
    const user = await createUser(t);
    const missing = await call(user, "POST", "/meets/from-open-powerlifting", { result_id: 2147483000 });
    expect(missing.statusCode).toBe(404);
    const [deadliftOnly] = await insertOpl([{ event: "D", best3DeadliftKg: 250, date: "2020-01-01" }]);
    const refused = await call(user, "POST", "/meets/from-open-powerlifting", {
      result_id: deadliftOnly!.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(errors(refused)).toEqual([
      { path: "result_id", msg: "Only full power (SBD) and bench-only (B) results make a meet" },
    ]);
    const [bench] = await insertOpl([
      { event: "B", equipment: "Raw", best3BenchKg: 140, date: "2021-02-03" },
    ]);
    const made = await call(user, "POST", "/meets/from-open-powerlifting", { result_id: bench!.id });
    expect(made.json().data[0]).toMatchObject({
      event: "B",
      attempts: [{ lift: "bench", attempt: 3, weight: 140, made: true }],
      total_kg: 140,
      name: "OpenPowerlifting meet",
    });
  });
});
