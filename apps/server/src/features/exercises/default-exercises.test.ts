import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exercises, users } from "../../db/schema/index.js";
import { createUser, request, sessionCookie, unique, useTestApp } from "../../test/harness.js";
import { DEFAULT_EXERCISES, seedDefaultExercises } from "./default-exercises.queries.js";
import { insertCategoryWithExercises } from "../../test/fixtures/training-rows.js";

const t = useTestApp();

const expectedGroups = Object.entries(DEFAULT_EXERCISES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([category, names]) => [category, [...names].sort((a, b) => a.localeCompare(b))]);
const countOf = async (userId: number) =>
  (await t.database.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.userId, userId)))
    .length;

describe("default exercises", () => {
  it("a user who signs up and verifies through the API finds the defaults", async () => {
    const username = unique();
    const email = `${username}@example.test`;
    const password = "a good long password";
    expect(
      (await request(t, { method: "POST", url: "/api/auth/signup", payload: { username, email, password } }))
        .statusCode,
    ).toBe(201);
    const mail = (await t.mails()).filter((m) => m.to.includes(email)).at(-1);
    const link = new URL(mail!.links.find((l) => l.includes("/verify-email/"))!);
    // Read straight from the table: a test of this feature reads no other feature's module.
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    // Nothing before verification.
    expect(await countOf(user!.id)).toBe(0);
    const verify = await request(t, {
      method: "GET",
      url: `/api/auth/verify-email/${user!.id}${link.search}`,
    });
    expect(verify.statusCode).toBe(200);

    const login = await request(t, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password, remember_me: false },
    });
    const cookie = sessionCookie(login);
    const groups = await request(t, {
      method: "GET",
      url: "/api/v1/exercises?order_by=name",
      headers: { cookie },
    });
    expect(groups.statusCode).toBe(200);
    expect(
      groups
        .json()
        .data.map((g: { category_name: string; exercises: { name: string }[] }) => [
          g.category_name,
          g.exercises.map((e) => e.name),
        ]),
    ).toEqual(expectedGroups);
    const categories = await request(t, {
      method: "GET",
      url: "/api/v1/exercise-categories",
      headers: { cookie },
    });
    expect(
      categories
        .json()
        .data.map((c: { name: string; exercises_counts: number }) => [c.name, c.exercises_counts]),
    ).toEqual([
      ["Accessories", 7],
      ["Bench", 6],
      ["Deadlift", 5],
      ["Squat", 6],
    ]);
  });

  it("is idempotent and fills a category the user already has under another case", async () => {
    const user = await createUser(t);
    const { category } = await insertCategoryWithExercises(t.database.db, user.id, "squat", [
      "back squat",
      "Zercher",
    ]);
    await seedDefaultExercises(t.database.db, user.id);
    await seedDefaultExercises(t.database.db, user.id);
    const total = Object.values(DEFAULT_EXERCISES).flat().length;
    expect(await countOf(user.id)).toBe(total + 1);
    const squats = await request(t, {
      method: "GET",
      url: `/api/v1/exercises?exercise_category_id=${category.id}`,
      as: user,
    });
    expect(squats.json().data.map((e: { name: string }) => e.name)).toEqual([
      "back squat",
      "Box squat",
      "Front squat",
      "High bar squat",
      "Low bar squat",
      "Pause squat",
      "Zercher",
    ]);
  });
});
