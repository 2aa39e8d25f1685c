// The contract replay's helpers: the world its calls need (members, an admin, training data, mailed
// links), the sender of one row, and the envelope checks. Built with real calls before the rows run,
// so a failing row does not take the others down with it.
import { setTimeout as delay } from "node:timers/promises";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { variables } from "../../db/schema/index.js";
import { makeImage } from "../fixtures/users.js";
import { insertUser } from "../../features/users/users.queries.js";
import { addLog, addSet, first, makeBlock, makeExercises, startSession } from "../fixtures/training.js";
import { makeMp4, multipartBody, storeVideo } from "../fixtures/videos.js";
import { insertActivityLines } from "../../features/admin/activity-log.queries.js";
import { hashPassword } from "../../lib/passwords.js";
import {
  createAdmin,
  createUser,
  loginAs,
  request,
  unique,
  type TestApp,
  type TestUser,
} from "../harness.js";

/** The member's own time zone: zone-less date-times they send are read in it (UTC+1 in January). */
export const ZONE = "Europe/Berlin";
export const FOREIGN_ORIGIN = "https://evil.example";

export const v1 = (path: string) => `/api/v1${path}`;
export const keysOf = (o: object) => Object.keys(o);

export type World = Awaited<ReturnType<typeof buildWorld>>;
export type Who = "member" | "friend" | "admin" | "anonymous";
export type Part = Parameters<typeof multipartBody>[0][number];
export type Shape = "record" | "list" | "paged" | "message" | "file" | "fail";

/** One call as the spec's client makes it, and what its answer must look like. */
export type Row = {
  /** The spec's line: method and path. */
  call: string;
  /** What this row replays, when a call has several rows. */
  note?: string;
  as: Who;
  url: (w: World) => string;
  body?: (w: World, t: TestApp) => object | Promise<object>;
  multipart?: (w: World) => Part[];
  /** Another session cookie of the caller, or extra headers (a foreign Origin). */
  cookie?: (w: World) => string;
  headers?: Record<string, string>;
  shape: Shape;
  /** An exact status where the spec or the brief names one; else the class (2xx, or 4xx for "fail"). */
  status?: number;
  /** Checks on the answer's body (undefined for files), with the payload that was sent. */
  check?: (body: any, w: World, res: LightMyRequestResponse, sent?: object) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** The uid and token of the latest mailed link; polls a little, as some mails leave after the answer. */
async function mailedLink(t: TestApp, email: string, marker: string) {
  for (let tries = 0; tries < 50; tries++) {
    const mail = (await t.mails()).filter((m) => m.to.includes(email)).at(-1);
    const link = mail?.links.find((l) => l.includes(marker));
    if (link) {
      const url = new URL(link);
      return { uid: url.pathname.split("/").at(-1)!, token: url.searchParams.get("token")! };
    }
    await delay(100);
  }
  throw new Error(`no ${marker} mail for ${email}`);
}

const call = (t: TestApp, as: TestUser, method: InjectOptions["method"], url: string, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });

/** Another member's completed session with one shared log (with sets and a video) and private fields set. */
async function sharedSession(t: TestApp, friend: TestUser) {
  const { session, log, video } = await storeVideo(t, friend);
  first(await call(t, friend, "PATCH", `/logs/${log.id}/update-private-state`, { private: false }), 200);
  const complete = {
    end_date: new Date(Date.now() + 60_000).toISOString(),
    session_rpe: 8,
    body_weight: 80,
    hours_of_sleep: 7,
    caffeine_intake: 150,
    calories_prior_session: 500,
    notes: "Slept badly, kept it light",
  };
  first(await call(t, friend, "PATCH", `/sessions/${session.id}`, complete), 200);
  // And a completed session whose only log stays private.
  const hidden = await startSession(t, friend, { name: "Private day" });
  await addLog(t, friend, hidden.id, log.exercise_id);
  first(
    await call(t, friend, "PATCH", `/sessions/${hidden.id}`, { end_date: complete.end_date, session_rpe: 7 }),
    200,
  );
  return { shared: session, sharedLog: log, sharedVideo: video, hidden };
}

export async function buildWorld(t: TestApp) {
  const [member, friend, admin, victim, resetter, leaver] = await Promise.all([
    createUser(t, { timezone: ZONE, weightUnit: "lbs", firstName: "Ada", lastName: "Lovelace" }),
    createUser(t, { firstName: "Grace", lastName: "Hopper" }),
    createAdmin(t),
    createUser(t),
    createUser(t),
    createUser(t),
  ]);
  // Extra logins of the member: one to log out, one a foreign site tries to log out.
  const [logoutCookie, crossSiteCookie] = [await loginAs(t, member), await loginAs(t, member)];

  const [squat, bench, deadlift, press, barbellRow, curl] = await makeExercises(t, member, [
    "Squat",
    "Bench press",
    "Deadlift",
    "Overhead press",
    "Barbell row",
    "Curl",
  ]);
  const block = await makeBlock(t, member);
  const open = await startSession(t, member, { name: "Lower day" });
  const squatLog = await addLog(t, member, open.id, squat!.id);
  const topSet = await addSet(t, member, squatLog.id, { reps: 3, weight: 225, weight_unit: "lbs", rpe: 8 });
  const setToChange = await addSet(t, member, squatLog.id, {
    reps: 5,
    weight: 205,
    weight_unit: "lbs",
    rpe: 7,
  });
  const setToDelete = await addSet(t, member, squatLog.id, {
    reps: 5,
    weight: 205,
    weight_unit: "lbs",
    rpe: 7.5,
  });
  const logToDelete = await addLog(t, member, open.id, deadlift!.id);
  const videoLog = await addLog(t, member, open.id, barbellRow!.id);
  const toComplete = await startSession(t, member, {
    name: "Upper day",
    start_date: "2025-01-15T17:00:00.000Z",
  });
  const sameMinute = await startSession(t, member, {
    name: "Quick day",
    start_date: "2025-01-16T17:30:25.000Z",
  });
  const toDelete = await startSession(t, member, { name: "Mistake" });
  const stored = await storeVideo(t, member);
  const [, , recoveryToDelete] = await t.database.db
    .insert(variables)
    .values([
      { userId: member.id, bodyWeight: 182.4, bodyWeightUnit: "lbs" },
      { userId: member.id, bodyWeight: 181.6, bodyWeightUnit: "lbs" },
      { userId: member.id, stressLevel: 4, hoursOfSleep: 7 },
    ])
    .returning();

  const friendWorld = await sharedSession(t, friend);
  first(await call(t, friend, "POST", `/users/${member.id}/follow`), 201);
  first(await call(t, member, "POST", `/users/${friend.id}/follow`), 201);
  const comment = { session_id: friendWorld.shared.id, comment: "Nice bar speed!" };
  const commentToDelete = first(await call(t, member, "POST", "/comments", comment));
  const keyToDelete = first(await call(t, member, "POST", "/api-keys", {}));

  // Mailed links: a newcomer's verification, a forgotten password, and an unverified account.
  const newcomer = { username: unique("new"), password: "a good long password" };
  const newcomerEmail = `${newcomer.username}@example.test`;
  const signup = { ...newcomer, email: newcomerEmail };
  expect((await request(t, { method: "POST", url: "/api/auth/signup", payload: signup })).statusCode).toBe(
    201,
  );
  const verify = await mailedLink(t, newcomerEmail, "/verify-email/");
  const forgot = { email: resetter.email };
  expect(
    (await request(t, { method: "POST", url: "/api/auth/forget-password", payload: forgot })).statusCode,
  ).toBe(200);
  const reset = await mailedLink(t, resetter.email, "/reset-password/");
  const unverified = await insertUser(t.database.db, {
    username: unique("unv"),
    email: `${unique("unv")}@example.test`,
    passwordHash: await hashPassword("a good long password"),
    verified: false,
  });

  // The leaver has training data to delete.
  const [leaverLift] = await makeExercises(t, leaver, ["Squat"]);
  const leaverSession = await startSession(t, leaver);
  await addLog(t, leaver, leaverSession.id, leaverLift!.id);

  // One line in the shared activity log, so the admin's view has an entry to show.
  await insertActivityLines(t.database.db, [
    JSON.stringify({ level: 30, time: Date.now(), msg: "contract replay" }),
  ]);

  return {
    member, friend, admin, victim, resetter, leaver, unverified, logoutCookie, crossSiteCookie,
    squat: squat!, bench: bench!, press: press!, curl: curl!, block,
    open, squatLog, topSet, setToChange, setToDelete, logToDelete, videoLog,
    toComplete, sameMinute, toDelete, stored, recoveryToDelete: recoveryToDelete!,
    ...friendWorld, commentToDelete, keyToDelete, verify, reset,
    mp4: makeMp4(),
    picture: await makeImage(64, 64),
  }; // prettier-ignore
}

/** Sends one row: JSON or multipart, as its caller, from our origin unless the row says otherwise. */
export async function send(
  t: TestApp,
  w: World,
  row: Row,
): Promise<{ res: LightMyRequestResponse; sent?: object }> {
  const method = row.call.split(" ")[0] as InjectOptions["method"];
  const as = row.as === "anonymous" ? undefined : w[row.as];
  const headers = { ...(row.cookie ? { cookie: row.cookie(w) } : {}), ...row.headers };
  if (row.multipart) {
    const body = multipartBody(row.multipart(w));
    const res = await request(t, {
      method,
      url: row.url(w),
      as,
      headers: { ...body.headers, ...headers },
      payload: body.payload,
    });
    return { res };
  }
  const sent = row.body ? await row.body(w, t) : undefined;
  return {
    res: await request(t, { method, url: row.url(w), as, headers, ...(sent ? { payload: sent } : {}) }),
    sent,
  };
}

/** The envelope of the spec: success with data an array (records in data[0], pages with pagination); fail with a message. */
export function expectEnvelope(res: LightMyRequestResponse, shape: Shape, status?: number) {
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  else expect(Math.floor(res.statusCode / 100), res.body).toBe(shape === "fail" ? 4 : 2);
  if (shape === "file") return;
  const body = res.json();
  if (shape === "fail") {
    expect(body).toMatchObject({ status: "fail", message: expect.stringMatching(/\S/) });
    for (const e of body.errors ?? []) expect(e).toMatchObject({ msg: expect.stringMatching(/\S/) });
    return;
  }
  expect(body).toMatchObject({ status: "success", message: expect.stringMatching(/\S/) });
  expect(Array.isArray(body.data), res.body).toBe(true);
  if (shape === "record") expect(body.data[0], res.body).toEqual(expect.any(Object));
  if (shape === "paged") {
    const n = expect.any(Number);
    expect(body.pagination).toMatchObject({
      total: n,
      lastPage: n,
      perPage: n,
      currentPage: n,
      from: n,
      to: n,
    });
  }
}

/** Every message of a failure, joined as the spec's client shows it. */
export const failureText = (body: { message: string; errors?: { msg: string }[] }) =>
  [body.message, ...(body.errors ?? []).map((e) => e.msg)].join(" ");
