import { SEARCH_LIMIT, SEARCH_LIMIT_PER_TYPE } from "@topset/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blocks, exerciseCategories, exercises, sessions } from "../../db/schema/index.js";
import { createUser, request, unique, useTestApp, type TestUser } from "../../test/harness.js";
import { errorPaths } from "../../test/fixtures/training.js";
import { disableUser } from "../../test/fixtures/social.js";
import { webPaths } from "./web-paths.js";

const t = useTestApp();

type Hit = { type: string; id: number; title: string; subtitle: string | null; url: string };

const search = (q: string | undefined, as: TestUser | null) =>
  request(t, {
    method: "GET",
    url: "/api/v1/search",
    query: q === undefined ? {} : { q },
    as: as ?? undefined,
  });

async function hitsFor(q: string, as: TestUser): Promise<Hit[]> {
  const res = await search(q, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Hit[];
}

/** A user's own category, exercise, block and session, each named after `word`. */
async function ownThings(user: TestUser, word: string) {
  const db = t.database.db;
  const [category] = await db
    .insert(exerciseCategories)
    .values({ userId: user.id, name: `${word} lifts` })
    .returning();
  const [exercise] = await db
    .insert(exercises)
    .values({ userId: user.id, exerciseCategoryId: category!.id, name: `${word} squat` })
    .returning();
  const [block] = await db
    .insert(blocks)
    .values({ userId: user.id, name: `${word} peak`, startDate: "2025-01-06", endDate: "2025-02-02" })
    .returning();
  const [session] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      name: `${word} heavy day`,
      startDate: new Date("2025-03-04T10:00:00Z"),
      notes: "felt strong",
    })
    .returning();
  return { category: category!, exercise: exercise!, block: block!, session: session! };
}

// A word no other test file uses, so the shared database's other rows never match.
const word = unique("zq");
let owner: TestUser;
let other: TestUser;
let things: Awaited<ReturnType<typeof ownThings>>;

beforeAll(async () => {
  owner = await createUser(t, { username: `${word}_me`, firstName: "Anna", lastName: `${word}son` });
  other = await createUser(t, { username: unique("o") });
  things = await ownThings(owner, word);
});

describe("GET /api/v1/search", () => {
  it("finds each kind with its title, subtitle and the web path that opens it", async () => {
    const hits = await hitsFor(word, owner);
    const byType = Object.fromEntries(hits.map((h) => [h.type, h]));
    expect(byType.user).toEqual({
      type: "user",
      id: owner.id,
      title: `${word}_me`,
      subtitle: `Anna ${word}son`,
      url: `/dashboard/profile/${word}_me`,
    });
    expect(byType.exercise).toEqual({
      type: "exercise",
      id: things.exercise.id,
      title: `${word} squat`,
      subtitle: `${word} lifts`,
      url: `/dashboard/exercises/${things.exercise.id}`,
    });
    expect(byType.session).toEqual({
      type: "session",
      id: things.session.id,
      title: `${word} heavy day`,
      subtitle: "2025-03-04",
      url: `/dashboard/sessions/${things.session.id}`,
    });
    expect(byType.block).toEqual({
      type: "block",
      id: things.block.id,
      title: `${word} peak`,
      subtitle: "2025-01-06 – 2025-02-02",
      url: `/dashboard/blocks/${things.block.id}`,
    });
    expect(byType.category).toEqual({
      type: "category",
      id: things.category.id,
      title: `${word} lifts`,
      subtitle: null,
      url: `/dashboard/categories/${things.category.id}`,
    });
  });

  it("builds the same paths as the web app's router", () => {
    // apps/web/src/lib/routing/paths.ts: profile, sessionDetails, exercise, block, category.
    expect(webPaths.profile("a b")).toBe("/dashboard/profile/a%20b");
    expect(webPaths.session(3)).toBe("/dashboard/sessions/3");
    expect(webPaths.exercise(3)).toBe("/dashboard/exercises/3");
    expect(webPaths.block(3)).toBe("/dashboard/blocks/3");
    expect(webPaths.category(3)).toBe("/dashboard/categories/3");
  });

  it("finds a member by first name, last name or both, any case, and a session by its notes", async () => {
    const tag = unique("n");
    const member = await createUser(t, { firstName: `Zed${tag}`, lastName: `Quill${tag}` });
    const ids = async (q: string) =>
      (await hitsFor(q, owner)).filter((h) => h.type === "user").map((h) => h.id);
    expect(await ids(`zed${tag}`)).toEqual([member.id]);
    expect(await ids(`QUILL${tag}`)).toEqual([member.id]);
    expect(await ids(`Zed${tag} Quill${tag}`)).toEqual([member.id]);

    const note = unique("note");
    const db = t.database.db;
    const [s] = await db
      .insert(sessions)
      .values({ userId: owner.id, name: "Pull day", notes: `grip ${note} ok` })
      .returning();
    expect((await hitsFor(note, owner)).map((h) => [h.type, h.id])).toEqual([["session", s!.id]]);
  });

  it("matches two characters at the start of a name or of one of its words", async () => {
    const db = t.database.db;
    const fresh = await createUser(t);
    const [category] = await db
      .insert(exerciseCategories)
      .values({ userId: fresh.id, name: "Bench" })
      .returning();
    await db.insert(exercises).values(
      ["Pause bench", "Bench press", "Kabench row"].map((name) => ({
        userId: fresh.id,
        exerciseCategoryId: category!.id,
        name,
      })),
    );
    const titles = (await hitsFor("BE", fresh)).filter((h) => h.type !== "user").map((h) => h.title);
    // "Kabench row" holds "be" inside a word only.
    expect(titles).toEqual(["Bench", "Bench press", "Pause bench"]);
  });

  it("ranks the exact name first, then a start, a word start, inside, and a near miss last", async () => {
    const db = t.database.db;
    const fresh = await createUser(t);
    const [category] = await db
      .insert(exerciseCategories)
      .values({ userId: fresh.id, name: "Misc" })
      .returning();
    await db.insert(exercises).values(
      ["Paused deadlift", "Deadlifts", "Deficitdeadlift", "Deadlift", "Deadlifft"].map((name) => ({
        userId: fresh.id,
        exerciseCategoryId: category!.id,
        name,
      })),
    );
    const titles = (await hitsFor("deadlift", fresh))
      .filter((h) => h.type === "exercise")
      .map((h) => h.title);
    expect(titles).toEqual(["Deadlift", "Deadlifts", "Paused deadlift", "Deficitdeadlift", "Deadlifft"]);
  });

  it("answers a few results per kind and at most the overall limit", async () => {
    const db = t.database.db;
    const fresh = await createUser(t);
    const many = unique("m");
    const [category] = await db
      .insert(exerciseCategories)
      .values({ userId: fresh.id, name: `${many} c` })
      .returning();
    await db.insert(exercises).values(
      Array.from({ length: 9 }, (_, i) => ({
        userId: fresh.id,
        exerciseCategoryId: category!.id,
        name: `${many} ${i}`,
      })),
    );
    const hits = await hitsFor(many, fresh);
    expect(hits.filter((h) => h.type === "exercise")).toHaveLength(SEARCH_LIMIT_PER_TYPE);
    expect(hits.length).toBeLessThanOrEqual(SEARCH_LIMIT);
  });

  it("never shows another member's exercises, sessions, blocks or categories", async () => {
    const hits = await hitsFor(word, other);
    expect(hits.map((h) => h.type)).toEqual(["user"]);
    expect(hits[0]!.id).toBe(owner.id);
  });

  it("leaves out a disabled member", async () => {
    const gone = await createUser(t, { username: unique("gone") });
    expect((await hitsFor(gone.username, owner)).map((h) => h.id)).toEqual([gone.id]);
    await disableUser(t, gone);
    expect(await hitsFor(gone.username, owner)).toEqual([]);
  });

  it("never searches or returns an e-mail", async () => {
    const secret = unique("mail");
    const member = await createUser(t, { email: `${secret}@example.test` });
    expect(await hitsFor(secret, owner)).toEqual([]);
    const res = await search(member.username, owner);
    expect(res.body).not.toContain("@example.test");
    expect(res.body).not.toContain(member.email);
  });

  it("treats %, _ and \\ as themselves", async () => {
    expect(await hitsFor("%%%", owner)).toEqual([]);
    expect(await hitsFor("__", owner)).toEqual([]);
  });

  it("wants 2 to 100 characters after trimming (400 with the field's message)", async () => {
    for (const q of [undefined, "", " a ", "x".repeat(101)]) {
      const res = await search(q, owner);
      expect(res.statusCode, String(q)).toBe(400);
      expect(errorPaths(res)).toEqual(["q"]);
    }
    const short = await search(" a ", owner);
    expect(short.json().errors[0].msg).toBe("Search must be at least 2 characters");
    expect((await search(` ${word} `, owner)).statusCode).toBe(200);
  });

  it("serves the members search, the one across accounts, from the trigram indexes", async () => {
    // Tiny tables tempt the planner into a sequential scan; forbid it to see that the indexes apply.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const fullName = sql.raw(`(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`);
      const res = (await tx.execute(
        sql`explain select id from users where not deleted and (username ilike '%anna%' or 'anna' <% username
          or ${fullName} ilike '%anna%' or 'anna' <% ${fullName})`,
      )) as unknown as { rows: Record<string, string>[] };
      return res.rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toContain("users_username_trgm_idx");
    expect(plan).toContain("users_full_name_trgm_idx");
  });

  it("needs a login (401)", async () => {
    expect((await search(word, null)).statusCode).toBe(401);
  });

  it("limits each member to 120 searches a minute (429), without slowing anyone else", async () => {
    const busy = await createUser(t);
    const codes = await Promise.all(Array.from({ length: 120 }, () => search("zz", busy)));
    expect(codes.map((r) => r.statusCode)).toEqual(Array(120).fill(200));
    expect((await search("zz", busy)).statusCode).toBe(429);
    expect((await search("zz", other)).statusCode).toBe(200);
  });
});
