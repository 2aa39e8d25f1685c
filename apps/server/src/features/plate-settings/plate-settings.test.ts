import { DEFAULT_PLATE_SETTINGS } from "@topset/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plateSettings } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { errorPaths, first } from "../../test/fixtures/training.js";

const t = useTestApp();

const get = (as?: TestUser) => request(t, { method: "GET", url: "/api/v1/plate-settings", as });
const put = (payload: object, as?: TestUser) =>
  request(t, { method: "PUT", url: "/api/v1/plate-settings", payload, as });

const mine = {
  kg: {
    bar_weight: 20,
    collar_weight: 2.5,
    plates: [
      { weight: 25, count: 8 },
      { weight: 1.25, count: 1 },
      { weight: 0.5, count: 1 },
    ],
  },
  lbs: { bar_weight: 55, collar_weight: 0, plates: [{ weight: 45, count: 6 }] },
};

describe("GET /api/v1/plate-settings", () => {
  it("gives the defaults, marked unsaved, before anything is saved", async () => {
    const a = await createUser(t);
    expect(first(await get(a), 200)).toEqual({ ...DEFAULT_PLATE_SETTINGS, saved: false });
  });

  it("needs a login (401)", async () => {
    expect((await get()).statusCode).toBe(401);
  });
});

describe("PUT /api/v1/plate-settings", () => {
  it("saves the caller's settings, replaces them on the next save, and GET returns them", async () => {
    const a = await createUser(t);
    expect(first(await put(mine, a), 200)).toEqual({ ...mine, saved: true });
    expect(first(await get(a), 200)).toEqual({ ...mine, saved: true });

    const lighter = { ...mine, kg: { ...mine.kg, plates: [{ weight: 20, count: 2 }] } };
    expect(first(await put({ ...lighter, user_id: a.id }, a), 200)).toEqual({ ...lighter, saved: true });
    expect(first(await get(a), 200).kg.plates).toEqual([{ weight: 20, count: 2 }]);
    expect(await t.database.db.$count(plateSettings, eq(plateSettings.userId, a.id))).toBe(1);
  });

  it("keeps each user's settings apart", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    first(await put(mine, a), 200);
    expect(first(await get(b), 200)).toEqual({ ...DEFAULT_PLATE_SETTINGS, saved: false });
  });

  it("refuses bad input with field messages (400) and saves nothing", async () => {
    const a = await createUser(t);
    const bad = await put(
      {
        kg: {
          bar_weight: -1,
          collar_weight: 11,
          plates: [
            { weight: 0, count: 1 },
            { weight: 1.255, count: 2.5 },
          ],
        },
        lbs: { bar_weight: "45", collar_weight: 0, plates: [{ weight: 45, count: 21 }] },
      },
      a,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual([
      "kg.bar_weight",
      "kg.collar_weight",
      "kg.plates.0.weight",
      "kg.plates.1.count",
      "kg.plates.1.weight",
      "lbs.bar_weight",
      "lbs.plates.0.count",
    ]);
    const twice = await put(
      {
        ...mine,
        kg: {
          ...mine.kg,
          plates: [
            { weight: 25, count: 1 },
            { weight: 25, count: 2 },
          ],
        },
      },
      a,
    );
    expect(twice.statusCode).toBe(400);
    expect(errorPaths(twice)).toEqual(["kg.plates"]);
    expect((await put({ kg: mine.kg }, a)).statusCode).toBe(400);
    expect(await t.database.db.$count(plateSettings, eq(plateSettings.userId, a.id))).toBe(0);
  });

  it("needs a login (401)", async () => {
    expect((await put(mine)).statusCode).toBe(401);
  });

  it("saves for the caller when user_id names someone else, leaving their settings alone", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const res = await put({ ...mine, user_id: b.id }, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.$count(plateSettings, eq(plateSettings.userId, b.id))).toBe(0);
    expect(await t.database.db.$count(plateSettings, eq(plateSettings.userId, a.id))).toBe(1);
  });
});
