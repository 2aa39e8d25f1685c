import { describe, expect, it } from "vitest";
import { addLog, addSet, completeSession, trainingSetup } from "../test/fixtures/training.js";
import { createUser, request, useTestApp, type TestUser } from "../test/harness.js";

const t = useTestApp();
// A second copy of the app on the same database (and the same Redis when REDIS_URL is set).
const other = useTestApp();

const get = (url: string, as: TestUser, etag?: string) =>
  request(t, { method: "GET", url: `/api/v1${url}`, as, headers: etag ? { "if-none-match": etag } : {} });

describe("ETag and 304 on the heavy reads", () => {
  it("answers 304 without a body to a matching If-None-Match, and a fresh 200 after a write", async () => {
    const { owner, squat, session, log } = await trainingSetup(t, createUser);
    await addSet(t, owner, log.id, { reps: 1, weight: 150, rpe: 9 });
    const urls = [
      `/sessions/${session.id}`,
      "/sessions?perPage=20",
      `/exercises/${squat.id}/history?perPage=20`,
      `/variables/recent-prs/${owner.id}`,
      "/sessions/community-sessions?perPage=10",
    ];
    const tags = new Map<string, string>();
    for (const url of urls) {
      const first = await get(url, owner);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      tags.set(url, etag);
      const again = await get(url, owner, etag);
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe("");
      expect(again.headers.etag, url).toBe(etag);
      // A list of tags, a weak form of the same tag and `*` all match; another tag does not.
      expect((await get(url, owner, `"other", W/${etag}`)).statusCode, url).toBe(304);
      expect((await get(url, owner, `"other"`)).statusCode, url).toBe(200);
    }
    // A write changes the answer, so the old tag no longer matches: the read after it is fresh.
    await addSet(t, owner, log.id, { reps: 1, weight: 160, rpe: 9 });
    // (The session list shows no sets: the completion below is its write.)
    for (const url of [urls[0]!, urls[2]!, urls[3]!]) {
      const res = await get(url, owner, tags.get(url));
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("160");
      expect(res.headers.etag, url).not.toBe(tags.get(url));
    }
    await completeSession(t, owner, session.id);
    expect((await get(urls[1]!, owner, tags.get(urls[1]!))).statusCode).toBe(200);
  });

  it("gives no validator to errors or to routes that did not opt in", async () => {
    const [owner, stranger] = await Promise.all([createUser(t), createUser(t)]);
    const missing = await get("/sessions/999999999", owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const unauthenticated = await request(t, { method: "GET", url: "/api/v1/sessions" });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers.etag).toBeUndefined();
    const plain = await get("/users/check-authentication", stranger);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).toBeUndefined();
    // Another member's tag never unlocks someone's data: the read is authorised before any 304.
    const { session } = await (async () => {
      const s = await trainingSetup(t, createUser);
      await addLog(t, s.owner, s.session.id, s.bench.id);
      return s;
    })();
    const theirs = await get(`/sessions/${session.id}`, stranger, "*");
    expect(theirs.statusCode).toBe(404);
  });
});

describe("a read after a write on another copy", () => {
  it("is fresh on every read path: nothing is cached between copies, and the old tag no longer matches", async () => {
    const { owner, squat, session, log } = await trainingSetup(t, createUser);
    await addSet(t, owner, log.id, { reps: 1, weight: 150, rpe: 9 });
    const urls = [
      `/sessions/${session.id}`,
      `/exercises/${squat.id}/history?perPage=20`,
      `/variables/recent-prs/${owner.id}`,
    ];
    const onOther = (url: string, etag?: string) =>
      request(other, {
        method: "GET",
        url: `/api/v1${url}`,
        as: owner,
        headers: etag ? { "if-none-match": etag } : {},
      });
    const before = await Promise.all(urls.map((url) => onOther(url)));
    // Written through the first copy, read through the second.
    await addSet(t, owner, log.id, { reps: 1, weight: 170, rpe: 9 });
    for (const [i, url] of urls.entries()) {
      const res = await onOther(url, before[i]!.headers.etag as string);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("170");
    }
  });
});
