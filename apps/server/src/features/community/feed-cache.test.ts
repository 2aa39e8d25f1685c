import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blocks, comments, logs, sessions, sets, tags, users, videos } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { disableUser, socialSession } from "../../test/fixtures/social.js";
import { first, makeBlock } from "../../test/fixtures/training.js";

// The feed's page cache (feed-cache.ts) against every kind of change a card shows: the read after
// each write is fresh, through the copy that wrote and through another copy of the app that had the
// old page cached.
const t = useTestApp();
const other = useTestApp();

type Card = {
  id: number;
  name: string;
  block_name: string | null;
  username: string;
  counts_of_comments: number;
  logs: {
    id: number;
    name: string;
    tags: { name: string }[];
    videos: { screenshot_url: string | null }[];
    sets: { weight: number; e1rm: number | null }[];
  }[];
};

const feedOn = async (copy: typeof t, as: TestUser, scope = "everyone"): Promise<Card[]> => {
  const res = await request(copy, {
    method: "GET",
    url: `/api/v1/sessions/community-sessions?scope=${scope}&perPage=25`,
    as,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("the community feed's page cache", () => {
  it("never serves a page older than the last change to anything a card shows, on any copy", async () => {
    const [owner, viewer, commenter, newcomer] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    const block = await makeBlock(t, owner, "Base");
    const made = await socialSession(t, owner, [{ shared: true, video: true, sets: 2 }], {
      blockId: block.id,
    });
    const sessionId = made.session.id;
    const logId = made.logs[0]!.log.id;
    const card = (cards: Card[]) => cards.find((c) => c.id === sessionId);
    const db = t.database.db;
    let formulaE1rms: (number | null)[] | undefined;

    // Each change, then the same check on both copies; both had read (and cached) the page before.
    const changes: [string, () => Promise<unknown>, (c: Card | undefined) => void][] = [
      [
        "a comment",
        () =>
          request(t, {
            method: "POST",
            url: "/api/v1/comments",
            payload: { session_id: sessionId, comment: "Up" },
            as: commenter,
          }),
        (c) => expect(c?.counts_of_comments).toBe(1),
      ],
      [
        "its commenter disabled",
        () => disableUser(t, commenter),
        (c) => expect(c?.counts_of_comments).toBe(0),
      ],
      [
        "the block renamed",
        () => db.update(blocks).set({ name: "Peak" }).where(eq(blocks.id, block.id)),
        (c) => expect(c?.block_name).toBe("Peak"),
      ],
      [
        "the owner renamed",
        () =>
          db
            .update(users)
            .set({ username: `${owner.username}x` })
            .where(eq(users.id, owner.id)),
        (c) => expect(c?.username).toBe(`${owner.username}x`),
      ],
      [
        "the session renamed",
        () => db.update(sessions).set({ name: "Heavy singles" }).where(eq(sessions.id, sessionId)),
        (c) => expect(c?.name).toBe("Heavy singles"),
      ],
      [
        "the log renamed",
        () => db.update(logs).set({ name: "Low bar" }).where(eq(logs.id, logId)),
        (c) => expect(c?.logs[0]?.name).toBe("Low bar"),
      ],
      [
        "a set changed",
        () => db.update(sets).set({ weight: 187.5 }).where(eq(sets.logId, logId)),
        (c) => expect(c?.logs[0]?.sets.map((s) => s.weight)).toEqual([187.5, 187.5]),
      ],
      [
        "the owner's e1RM method",
        async () => {
          formulaE1rms = card(await feedOn(t, viewer))?.logs[0]?.sets.map((set) => set.e1rm);
          await db.update(users).set({ e1rmMethod: "rpe-table" }).where(eq(users.id, owner.id));
        },
        (c) => {
          expect(formulaE1rms).toHaveLength(2);
          expect(c?.logs[0]?.sets.map((set) => set.e1rm)).not.toEqual(formulaE1rms);
        },
      ],
      [
        "a tag",
        () => db.insert(tags).values({ userId: owner.id, logId, name: "belt" }),
        (c) => expect(c?.logs[0]?.tags.map((tag) => tag.name)).toEqual(["belt"]),
      ],
      [
        "the thumbnail made",
        () =>
          db
            .update(videos)
            .set({ thumbnailStatus: "ready", thumbnailKey: "t.jpg" })
            .where(eq(videos.logId, logId)),
        (c) => expect(c?.logs[0]?.videos[0]?.screenshot_url).toMatch(/\/thumbnail$/),
      ],
      [
        "a comment deleted",
        () => db.delete(comments).where(eq(comments.sessionId, sessionId)),
        (c) => expect(c?.counts_of_comments).toBe(0),
      ],
      [
        "the log unshared",
        () =>
          request(t, {
            method: "PATCH",
            url: `/api/v1/logs/${logId}/update-private-state`,
            payload: { private: true },
            as: owner,
          }),
        (c) => expect(c).toBeUndefined(),
      ],
      [
        "the log shared again",
        () =>
          request(t, {
            method: "PATCH",
            url: `/api/v1/logs/${logId}/update-private-state`,
            payload: { private: false },
            as: owner,
          }),
        (c) => expect(c?.id).toBe(sessionId),
      ],
    ];
    for (const [what, change, check] of changes) {
      await feedOn(t, viewer);
      await feedOn(other, viewer);
      await change();
      check(card(await feedOn(t, viewer)));
      check(card(await feedOn(other, viewer)));
      expect(what).toBeTruthy();
    }

    // A new session in the feed, and a follow, for the "following" scope.
    expect(await feedOn(other, viewer, "following")).toEqual([]);
    const arrival = await socialSession(t, newcomer, [{ shared: true, video: true }]);
    expect((await feedOn(other, viewer)).map((c) => c.id)).toContain(arrival.session.id);
    first(await request(t, { method: "POST", url: `/api/v1/users/${newcomer.id}/follow`, as: viewer }));
    expect((await feedOn(other, viewer, "following")).map((c) => c.id)).toEqual([arrival.session.id]);

    // The session deleted: gone from both.
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    expect(card(await feedOn(t, viewer))).toBeUndefined();
    expect(card(await feedOn(other, viewer))).toBeUndefined();
  });

  it("keeps each viewer's view: private fields only for the owner, whoever read the page first", async () => {
    const [owner, viewer] = await Promise.all([createUser(t), createUser(t)]);
    const made = await socialSession(t, owner, [{ shared: true, video: true }]);
    await t.database.db
      .update(sessions)
      .set({ notes: "Knee felt off" })
      .where(eq(sessions.id, made.session.id));
    const mine = (cards: Card[]) =>
      cards.find((c) => c.id === made.session.id) as Card & { notes: string | null };
    expect(mine(await feedOn(t, viewer)).notes).toBeNull();
    expect(mine(await feedOn(t, owner)).notes).toBe("Knee felt off");
    expect(mine(await feedOn(t, viewer)).notes).toBeNull();
  });
});
