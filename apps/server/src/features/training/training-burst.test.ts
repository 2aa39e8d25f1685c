import { describe, expect, it } from "vitest";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { trainingSetup } from "../../test/fixtures/training.js";

const t = useTestApp();

/**
 * Ordinary training calls of a signed-in member carry no per-member limit: an import or the sync of
 * an offline workout arrives in bursts, well above 100 requests a second.
 */
describe("a burst of training calls from one member", () => {
  it("takes 300 set writes and 300 reads fired at once, every one answered 2xx", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    const writes = Array.from({ length: 300 }, (_, i) =>
      request(t, {
        method: "POST",
        url: "/api/v1/sets",
        payload: { log_id: log.id, reps: 1 + (i % 5), weight: 100 + i, weight_unit: "kg", rpe: 8 },
        as: owner,
      }),
    );
    const reads = Array.from({ length: 300 }, () =>
      request(t, { method: "GET", url: `/api/v1/sessions/${session.id}`, as: owner }),
    );
    const answers = await Promise.all([...writes, ...reads]);
    const statuses = new Map<number, number>();
    for (const res of answers) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: 300, 200: 300 });
    const details = await request(t, { method: "GET", url: `/api/v1/sessions/${session.id}`, as: owner });
    expect(details.json().data[0].logs[0].sets).toHaveLength(300);
  });
});
