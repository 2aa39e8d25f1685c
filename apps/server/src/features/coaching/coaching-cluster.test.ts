import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../lib/passwords.js";
import { copyClient } from "../../test/copy-client.js";
import { testDatabase, unique } from "../../test/harness.js";
import {
  clusterMissing,
  clusterPassword,
  logIn,
  startCopy,
  stopCopy,
  warnClusterSkipped,
  type Copy,
} from "../../test/server-copies.js";
import { insertUser } from "../users/users.queries.js";

/**
 * Two real server processes on one PostgreSQL and one Redis: an athlete revokes their coach on one copy,
 * and the coach's very next request on the other copy is refused (docs/decisions/045-coach-workspace.md:
 * the grant is asked on every request, never cached). Runs where DATABASE_URL and REDIS_URL are set.
 */
warnClusterSkipped("coaching-cluster.test.ts");

describe.skipIf(clusterMissing.length > 0)("revoking a coach across two server copies", () => {
  const copies: Copy[] = [];
  const members: { id: number; email: string }[] = [];

  beforeAll(async () => {
    const db = (await testDatabase()).db;
    const passwordHash = await hashPassword(clusterPassword);
    for (const prefix of ["athlete", "coach"]) {
      const username = unique(prefix);
      const email = `${username}@example.test`;
      const row = await insertUser(db, { username, email, passwordHash, verified: true });
      members.push({ id: row.id, email });
    }
    const admin = { email: `${unique("adm")}@example.test` };
    copies.push(await startCopy(admin));
    copies.push(await startCopy(admin));
  });

  afterAll(async () => {
    await Promise.all(copies.map(stopCopy));
  });

  it("the coach loses access on the other copy at the next request", async () => {
    const [first, second] = copies as [Copy, Copy];
    const [athlete, coach] = members as [(typeof members)[0], (typeof members)[0]];
    const asAthlete = copyClient(await logIn(first, athlete.email));
    const asCoach = copyClient(await logIn(second, coach.email));

    const made = await asAthlete.first<{ id: number; code: string }>(
      await asAthlete.send(first, "POST", "/api/v1/access-codes", { scope: "coach" }),
    );
    await asCoach.first(
      await asCoach.send(second, "POST", "/api/v1/access-codes/redeem", { code: made.code }),
      200,
    );
    const session = await asAthlete.first<{ id: number }>(
      await asAthlete.send(first, "POST", "/api/v1/sessions", { name: "Heavy day" }),
    );

    const week = `/api/v1/coach/athletes/${athlete.id}/week`;
    const comments = `/api/v1/sessions/${session.id}/coach-comments`;
    expect((await asCoach.send(second, "GET", week)).status).toBe(200);
    expect((await asCoach.send(second, "POST", comments, { body: "Brace harder" })).status).toBe(201);
    const roster = await asCoach.send(second, "GET", "/api/v1/coach/athletes");
    expect(((await roster.json()) as { data: { id: number }[] }).data.map((a) => a.id)).toEqual([athlete.id]);

    const revoked = await asAthlete.send(first, "DELETE", `/api/v1/access-codes/${made.id}`);
    expect(revoked.status).toBe(200);

    expect((await asCoach.send(second, "GET", week)).status).toBe(404);
    expect((await asCoach.send(second, "GET", comments)).status).toBe(404);
    expect((await asCoach.send(second, "POST", comments, { body: "Still here?" })).status).toBe(404);
    expect(
      (await asCoach.send(second, "GET", `/api/v1/sessions/${session.id}`)).status,
    ).toBeGreaterThanOrEqual(403);
    const after = await asCoach.send(second, "GET", "/api/v1/coach/athletes");
    expect(((await after.json()) as { data: unknown[] }).data).toEqual([]);
  });
});
