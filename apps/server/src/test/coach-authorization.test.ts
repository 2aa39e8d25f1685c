import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  COACH_OWN,
  COACH_READS,
  COACH_SCOPE_READS,
  COACH_SCOPE_WRITES,
  COACH_WRITABLE,
  ENDS_GRANT,
  PUBLIC_READS,
  SKIPPED,
} from "./fixtures/coach-operations.js";
import { giveCoach, makeCode, redeem, revoke } from "./fixtures/coaching.js";
import { importFixture, uploadImport } from "./fixtures/imports.js";
import { socialSession } from "./fixtures/social.js";
import { addLog, addSet, first, makeBlock, makeExercises, startSession } from "./fixtures/training.js";
import { makeMp4, multipartBody, storeVideo } from "./fixtures/videos.js";
import { createUser, ORIGIN, randomIp, request, unique, useTestApp, type TestUser } from "./harness.js";

/**
 * The coach as an actor against EVERY operation of the OpenAPI document (decisions 033 and 045), in five
 * states: a live `read` grant, the same after the athlete revoked it, a live `coach` grant, a coach whose
 * code expired before it was redeemed, and the coach of another athlete. Each call targets the athlete's
 * own resources (their ids in the path, their ids in the body). Reads answer 200 only for COACH_READS
 * while a grant lives, and COACH_SCOPE_READS with a coach grant; a write aimed at the athlete answers
 * 403/404 and changes none of their rows, except COACH_SCOPE_WRITES under a coach grant, which change only
 * the COACH_WRITABLE tables.
 */
const t = useTestApp();

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Text only the athlete's private training holds (session name and notes, exercise name). */
const MARK = unique("private");

type Operation = { parameters?: { in: string; name: string }[]; requestBody?: { content?: object } };
type Doc = { paths: Record<string, Record<string, Operation>> };

type Phase = "read" | "revoked" | "coach" | "expired" | "other";

let athlete: TestUser;
let coach: TestUser;
let grant: number;
let ids: Record<string, number>;

/** The rows the athlete owns, as one digest per table: a write that changes any of them changes this. */
async function athleteRows(): Promise<Record<string, string>> {
  const owned = [
    "sessions", "logs", "sets", "tags", "exercises", "exercise_categories", "blocks", "videos",
    "variables", "routines", "programs", "meets", "imports", "api_keys", "access_codes", "comments",
  ]; // prettier-ignore
  const digest: Record<string, string> = {};
  for (const table of [...owned, ...COACH_WRITABLE, "users"]) {
    const column = table === "users" ? "id" : COACH_WRITABLE.includes(table) ? "athlete_id" : "user_id";
    const result = await t.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(to_jsonb(x)::text, ',' order by x.id), '')) as d
               from ${table} x where x.${column} = ${athlete.id}`),
    );
    const rows = (result as unknown as { rows: { d: string }[] }).rows;
    digest[table] = rows[0]!.d;
  }
  return digest;
}

beforeAll(async () => {
  [athlete, coach] = [await createUser(t), await createUser(t)];
  const [exercise] = await makeExercises(t, athlete, [`Squat ${MARK}`]);
  const session = await startSession(t, athlete, { name: `Heavy ${MARK}`, notes: MARK });
  const log = await addLog(t, athlete, session.id, exercise!.id);
  const set = await addSet(t, athlete, log.id);
  const call = (method: "POST", url: string, payload: object) =>
    request(t, { method, url: `/api/v1${url}`, payload, as: athlete });
  const tag = first(await call("POST", "/tags", { log_id: log.id, name: "belt" }));
  const block = await makeBlock(t, athlete);
  const { video } = await storeVideo(t, athlete);
  const entry = first(await call("POST", "/variables", { body_weight: 80 }));
  await call("POST", "/variables", { stress_level: 3, hours_of_sleep: 8 });
  const routine = first(
    await call("POST", "/routines", {
      name: "Day A",
      exercises: [{ exercise_id: exercise!.id, sets: [{ reps: 5, weight: 100 }] }],
    }),
  );
  const program = first(await call("POST", "/programs", { name: "Novice", weeks: [{ days: [routine.id] }] }));
  const meet = first(
    await call("POST", "/meets", {
      name: "Open",
      date: "2024-04-13",
      sex: "M",
      equipment: "Raw",
      event: "SBD",
    }),
  );
  const imported = first(
    await uploadImport(t, athlete, importFixture("strong-en.csv"), { source: "strong", dry_run: "true" }),
    202,
  );
  const key = first(await call("POST", "/api-keys", {}));
  const shared = await socialSession(t, athlete, [{ shared: true }]);
  const comment = first(await call("POST", "/comments", { session_id: shared.session.id, comment: "Nice" }));
  grant = await giveCoach(t, athlete, coach);
  ids = {
    user: athlete.id,
    exercise: exercise!.id,
    category: exercise!.exerciseCategoryId,
    session: session.id,
    shared: shared.session.id,
    log: log.id,
    set: set.id,
    tag: tag.id,
    block: block.id,
    video: video.id,
    entry: entry.id,
    routine: routine.id,
    program: program.id,
    meet: meet.id,
    import: imported.id,
    key: key.id,
    comment: comment.id,
    grant,
  };
}, 60_000);

/** The athlete's resource a path parameter names. */
function paramValue(path: string, name: string): string {
  if (name === "username") return athlete.username;
  if (name === "key") return "linear-novice";
  if (["userId", "uid"].includes(name)) return String(ids.user);
  if (name === "sessionId") return String(path.includes("comments") ? ids.shared : ids.session);
  if (name === "exerciseId") return String(ids.exercise);
  if (name === "logId") return String(ids.log);
  if (name === "athleteId") return String(ids.user);
  if (name === "programId") return String(ids.program);
  if (name === "week" || name === "day") return "1";
  if (name === "exportId") return "00000000-0000-4000-8000-000000000000";
  const resource: [string, number][] = [
    ["/users/", ids.user!],
    ["/sessions/", ids.session!],
    ["/logs/", ids.log!],
    ["/sets/", ids.set!],
    ["/tags/", ids.tag!],
    ["/exercise-categories/", ids.category!],
    ["/exercises/", ids.exercise!],
    ["/blocks/", ids.block!],
    ["/videos/", ids.video!],
    ["/comments/", ids.comment!],
    ["/variables/", ids.entry!],
    ["/routines/", ids.routine!],
    ["/programs/", ids.program!],
    ["/imports/", ids.import!],
    ["/meets/", ids.meet!],
    // The member whose keys are listed (before "/api-keys/", whose {id} is a key's).
    ["/api-keys/user/", ids.user!],
    ["/api-keys/", ids.key!],
    ["/access-codes/", ids.grant!],
    ["/cache/user/", ids.user!],
  ];
  return String(resource.find(([prefix]) => path.includes(prefix))?.[1] ?? ids.user);
}

/** A valid body naming the athlete's resources, so a refusal is about who asks, not a malformed body. */
function bodyFor(key: string): object | undefined {
  const a = ids;
  const bodies: Record<string, object> = {
    "PATCH /api/v1/users/{id}": { first_name: "Hacked" },
    "DELETE /api/v1/users/{id}": { password: coach.password },
    "PATCH /api/v1/users/{id}/update-personal-information": { first_name: "Hacked", weight: 60 },
    "PATCH /api/v1/users/{id}/update-account-information": { username: unique("taken") },
    "DELETE /api/v1/users/{id}/data": { password: coach.password },
    "PATCH /api/v1/sessions/{id}": { user_id: a.user, name: "Renamed" },
    "DELETE /api/v1/sessions/{id}": { user_id: a.user },
    "POST /api/v1/logs": { user_id: a.user, session_id: a.session, exercise_id: a.exercise },
    "POST /api/v1/logs/multiple": {
      user_id: a.user,
      session_id: a.session,
      logs: [{ exercise_id: a.exercise }],
    },
    "PATCH /api/v1/logs/{id}": { collapsed: true },
    "PATCH /api/v1/logs/{id}/update-private-state": { private: false },
    "PATCH /api/v1/exercises/{exerciseId}/sessions/{sessionId}/update-exercise-note/{logId}": {
      user_id: a.user,
      notes: "Changed",
    },
    "POST /api/v1/sets": { user_id: a.user, log_id: a.log, reps: 5, weight: 100 },
    "PATCH /api/v1/sets/{id}": { user_id: a.user, reps: 1 },
    "DELETE /api/v1/sets/{id}": { user_id: a.user, session_id: a.session },
    "POST /api/v1/tags": { user_id: a.user, log_id: a.log, name: "wraps" },
    "POST /api/v1/exercises": { user_id: a.user, exercise_category_id: a.category, name: "Front squat" },
    "POST /api/v1/comments": { user_id: a.user, session_id: a.session, comment: "Hi" },
    "PATCH /api/v1/routines/{id}": { name: "Renamed" },
    "PATCH /api/v1/programs/{id}": { name: "Renamed" },
    "PATCH /api/v1/meets/{id}": { name: "Renamed" },
    "POST /api/v1/sessions": { user_id: a.user, name: "Coach's own" },
    "POST /api/v1/exercise-categories": { user_id: a.user, name: unique("Coach") },
    "POST /api/v1/blocks": { user_id: a.user, name: "Own", start_date: "2025-01-06", end_date: "2025-02-02" },
    "PUT /api/v1/plate-settings": { user_id: a.user, kg: [25, 20, 10, 5, 2.5], lbs: [45, 25, 10, 5] },
    "POST /api/v1/variables": { user_id: a.user, body_weight: 90 },
    "POST /api/v1/api-keys": { user_id: a.user },
    "POST /api/v1/access-codes/redeem": { code: "tsc_not-a-real-code" },
    "POST /api/v1/coach/programs/{id}/assign": { athletes: [{ athlete_id: a.user }] },
    "PATCH /api/v1/coach/athletes/{athleteId}/programs/{programId}": { name: "Renamed" },
    "PUT /api/v1/coach/athletes/{athleteId}/programs/{programId}/weeks/{week}/days/{day}": {
      exercises: [{ exercise_id: a.exercise, sets: [{ reps: 5, weight: 100 }] }],
    },
    "POST /api/v1/sessions/{id}/coach-comments": { body: "Brace harder" },
    // A coach is no chat partner: not following each other, the message is refused.
    "POST /api/v1/chats/{userId}/messages": { text: "Hi" },
  };
  return bodies[key] ?? (WRITES.has(key.split(" ")[0]!) ? { user_id: a.user } : undefined);
}

function send(method: string, path: string, op: Operation, phase: string) {
  const key = `${method} ${path}`;
  let url = path.replace(/\{(\w+)\}/g, (_, name: string) => paramValue(path, name));
  const query = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  // The athlete's own values for the query parameters a read needs (the insights name an exercise and a weight).
  const values: Record<string, string> = {
    user_id: String(athlete.id),
    exercise_id: String(ids.exercise),
    weight: "100",
  };
  const search = query.filter((name) => values[name] !== undefined).map((name) => `${name}=${values[name]}`);
  if (search.length) url += `?${search.join("&")}`;
  const headers = { origin: ORIGIN, cookie: coach.cookie };
  if (key === "POST /api/v1/logs/{id}/upload-a-video") {
    const body = multipartBody([
      { name: "user_id", value: String(athlete.id) },
      { name: "session_id", value: String(ids.session) },
      { name: "video", filename: `${phase}.mp4`, data: makeMp4() },
    ]);
    return t.app.inject({
      method: "POST",
      url,
      remoteAddress: randomIp(),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  const payload = bodyFor(key);
  return t.app.inject({
    method: method as "GET",
    url,
    remoteAddress: randomIp(),
    headers,
    ...(payload ? { payload } : {}),
  });
}

function expected(key: string, phase: Phase, res: LightMyRequestResponse): string | undefined {
  const s = res.statusCode;
  const method = key.split(" ")[0]!;
  const body = res.rawPayload.toString("latin1");
  const live = phase === "read" || phase === "coach";
  if (s >= 500) return `answered ${s}`;
  if (COACH_READS.has(key) && live) return s === 200 ? undefined : `a coach's read answered ${s}`;
  // Either side ends a grant, whatever its scope.
  if (key === ENDS_GRANT && live) return s === 200 ? undefined : `stopping coaching answered ${s}`;
  if (phase === "coach" && (COACH_SCOPE_READS.has(key) || COACH_SCOPE_WRITES.has(key)))
    return s === 200 || s === 201 ? undefined : `a coach-scope call answered ${s}`;
  if (PUBLIC_READS.has(key) || COACH_OWN.has(key)) {
    return body.includes(MARK) ? `answered ${s} with the athlete's private training` : undefined;
  }
  // Valid bodies on the athlete's ids: the refusal is about who asks (403/404), not a malformed call.
  if (WRITES.has(method)) return s === 403 || s === 404 ? undefined : `a write answered ${s}`;
  if (key.startsWith("GET /api/admin") || key === "GET /api/v1/users")
    return s === 403 ? undefined : `answered ${s}`;
  return s === 403 || s === 404 ? undefined : `a read of the athlete's answered ${s}`;
}

/** The athlete's rows a write may change in this phase: the coach-scope writes' tables, nothing else. */
function mayChange(key: string, phase: Phase): string[] {
  // The coach's own comment may go too (its id can be the one the walk names).
  const own = key === "DELETE /api/v1/coach-comments/{id}";
  return phase === "coach" && (COACH_SCOPE_WRITES.has(key) || own) ? COACH_WRITABLE : [];
}

/**
 * The grant the coach holds in each phase. "expired": a coach-scope code that expired before it was
 * redeemed (redeem refuses it, so no grant). "other": a coach-scope grant from another athlete.
 */
async function enter(phase: Phase) {
  if (phase === "revoked") await revoke(t, athlete, grant);
  if (phase === "coach") grant = await giveCoach(t, athlete, coach, "coach");
  if (phase === "expired") {
    await revoke(t, athlete, grant);
    const code = await makeCode(t, athlete, { scope: "coach" });
    await t.database.db.execute(
      sql`update access_codes set expires_at = now() - interval '1 minute' where id = ${code.id}`,
    );
    expect((await redeem(t, coach, code.code)).statusCode).toBe(400);
  }
  if (phase === "other") await giveCoach(t, await createUser(t), coach, "coach");
}

/** The operations a grant could widen (the rest answer by ownership alone, walked in the first three phases). */
const grantSensitive = (key: string) =>
  COACH_READS.has(key) || COACH_SCOPE_READS.has(key) || COACH_SCOPE_WRITES.has(key) || key.includes("/coach");

describe("the coach against every operation", () => {
  it("reads only what a coach may while the grant lives, nothing after, and writes nothing", async () => {
    const doc = t.app.swagger() as unknown as Doc;
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    const walked = operations.filter((o) => !SKIPPED.has(`${o.method} ${o.path}`));
    // Every listed operation exists: a renamed route must be listed again, not silently dropped.
    const keys = new Set(operations.map((o) => `${o.method} ${o.path}`));
    for (const listed of [...COACH_READS, ...PUBLIC_READS, ...COACH_OWN, ...SKIPPED]) {
      expect(keys.has(listed), listed).toBe(true);
    }

    // The call that ends the grant goes last, so every other call of the phase meets the grant.
    walked.sort(
      (a, b) =>
        Number(`${a.method} ${a.path}` === ENDS_GRANT) - Number(`${b.method} ${b.path}` === ENDS_GRANT),
    );

    const problems: string[] = [];
    const tally = { cells: 0, reads200: 0, refused: 0, writes: 0 };
    const phases: Phase[] = ["read", "revoked", "coach", "expired", "other"];
    let expectedCells = 0;
    for (const phase of phases) {
      await enter(phase);
      // Entering a phase is the athlete's own change: compare with the rows after it.
      let before = await athleteRows();
      const ops = ["expired", "other"].includes(phase)
        ? walked.filter((o) => grantSensitive(`${o.method} ${o.path}`))
        : walked;
      expectedCells += ops.length;
      for (const o of ops) {
        const key = `${o.method} ${o.path}`;
        const res = await send(o.method, o.path, o.op, phase);
        tally.cells++;
        if (WRITES.has(o.method)) tally.writes++;
        if (phase === "read" && COACH_READS.has(key) && res.statusCode === 200) tally.reads200++;
        if (res.statusCode === 403 || res.statusCode === 404) tally.refused++;
        const problem = expected(key, phase, res);
        if (problem) problems.push(`${phase}: ${key} ${problem}: ${res.body.slice(0, 160)}`);
        if (WRITES.has(o.method) && key !== ENDS_GRANT) {
          const after = await athleteRows();
          const allowed = mayChange(key, phase);
          const changed = Object.keys(before).filter((k) => before[k] !== after[k] && !allowed.includes(k));
          if (changed.length) problems.push(`${phase}: ${key} changed the athlete's ${changed.join(", ")}`);
          before = after;
        }
      }
    }
    console.log(
      `coach authorization: ${operations.length} operations over ${phases.join(", ")} = ${tally.cells} cells ` +
        `(${tally.writes} write cells, ${tally.reads200} coach reads answered 200 while live, ${tally.refused} refused 403/404)`,
    );
    expect(problems, problems.join("\n")).toEqual([]);
    expect(tally.cells).toBe(expectedCells);
    expect(tally.reads200).toBe(COACH_READS.size);
  }, 240_000);
});
