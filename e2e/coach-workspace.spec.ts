// The coach workspace: three athletes give one coach a coach-scope code (the first through the form);
// the coach assigns them a percent program from the roster with one athlete's max; that athlete trains
// the first workout (with a video); the coach reads the week planned beside done, notes a set, the
// athlete reads the note, answers, and the coach sees it seen; the athlete finds the coach's activity
// in Settings and revokes; the coach is refused at once and the roster has two athletes left.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import {
  apiContext,
  baseURL,
  createMember,
  expect,
  login,
  newBrowserContext,
  nextClientIp,
  setDarkMode,
  shot,
  test,
  type Page,
  type TestUser,
} from "./fixtures";

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const SQUAT = "Back squat";
const PROGRAM = "Coach block";
const ROUTINE = "Squat day";
const NOTE = "Set 2 moved well: keep the same depth on every rep next time.";
const REPLY = "Thanks! The last reps felt slow, I'll film the next one too.";
const origin = { Origin: baseURL };

test.use({ viewport: PHONE });

let videoFile = "";
test.beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-e2e-coach-video-"));
  videoFile = path.join(dir, "squat.mp4");
  execFileSync(
    "ffmpeg",
    ["-y", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=15", "-t", "2"].concat([
      "-pix_fmt",
      "yuv420p",
      videoFile,
    ]),
    { stdio: "pipe" },
  );
});

/** The `data` of an API answer, after checking its status. */
async function dataOf<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, status: number): Promise<T[]> {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T[] }).data;
}

/** A coach-scope code made through the API with a cookie session of the athlete's own. */
async function coachCodeByApi(athlete: TestUser, clientIp: string): Promise<string> {
  const api = await apiContext(clientIp);
  try {
    const signedIn = await api.post("/api/auth/login", {
      data: { email: athlete.email, password: athlete.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const [created] = await dataOf<{ code: string; scope: string }>(
      await api.post("/api/v1/access-codes", { data: { label: "Coach", scope: "coach" } }),
      201,
    );
    expect(created!.scope).toBe("coach");
    return created!.code;
  } finally {
    await api.dispose();
  }
}

/** The coach's own program: two days of squats at 80 % of the max, written through the API. */
async function coachProgram(page: Page): Promise<number> {
  const exercises = await dataOf<{ id: number; name: string }>(
    await page.request.get("/api/v1/exercises", { headers: origin }),
    200,
  );
  const squat = exercises.find((e) => e.name === SQUAT);
  expect(squat, `a new member has "${SQUAT}"`).toBeDefined();
  const [routine] = await dataOf<{ id: number }>(
    await page.request.post("/api/v1/routines", {
      headers: origin,
      data: {
        name: ROUTINE,
        exercises: [{ exercise_id: squat!.id, sets: [1, 2, 3].map(() => ({ reps: 5, percent_1rm: 80 })) }],
      },
    }),
    201,
  );
  const [program] = await dataOf<{ id: number }>(
    await page.request.post("/api/v1/programs", {
      headers: origin,
      data: { name: PROGRAM, weeks: [{ days: [routine!.id, routine!.id] }] },
    }),
    201,
  );
  return program!.id;
}

type PlannedSet = { id: number; weight: number | null; reps: number | null; done: boolean };
type StartedSession = { id: number; name: string; logs: { id: number; name: string; sets: PlannedSet[] }[] };

/**
 * The athlete trains the next workout of the program their coach assigned: starts it, does two of the
 * three planned sets (the second heavier than planned), uploads a video of the squats and completes
 * the session with the third set skipped.
 */
async function trainFirstWorkout(page: Page) {
  const programs = await dataOf<{ id: number; name: string; coach?: { username: string } | null }>(
    await page.request.get("/api/v1/programs", { headers: origin }),
    200,
  );
  const program = programs.find((p) => p.name === PROGRAM);
  expect(program?.coach, "the assigned program names its coach").toBeTruthy();
  const [session] = await dataOf<StartedSession>(
    await page.request.post(`/api/v1/programs/${program!.id}/start`, { headers: origin }),
    201,
  );
  const log = session!.logs.find((l) => l.name === SQUAT)!;
  expect(log.sets.map((s) => [s.reps, s.weight, s.done])).toEqual([
    [5, 160, false],
    [5, 160, false],
    [5, 160, false],
  ]);
  // The third set is skipped: the session is completed with it undone.
  const done = [{ rpe: 8 }, { weight: 162.5, rpe: 9 }];
  for (const [i, set] of log.sets.slice(0, 2).entries()) {
    const res = await page.request.patch(`/api/v1/sets/${set.id}`, {
      headers: origin,
      data: { done: true, ...done[i] },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const upload = await page.request.post(`/api/v1/logs/${log.id}/upload-a-video`, {
    headers: origin,
    multipart: {
      video: { name: "squat.mp4", mimeType: "video/mp4", buffer: fs.readFileSync(videoFile) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const completed = await page.request.patch(`/api/v1/sessions/${session!.id}`, {
    headers: origin,
    data: { end_date: new Date(Date.now() + 60_000).toISOString(), session_rpe: 8.5 },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return { sessionId: session!.id, sessionName: session!.name };
}

/**
 * No screen may push the page sideways on a phone. Polled: after a change of viewport the e1RM chart's
 * canvas keeps its old width until its resize observer has run.
 */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: "no sideways scroll",
    })
    .toBeLessThanOrEqual(0);
}

test("a coach assigns a program to three athletes, reads a week, notes a set; the athlete answers and revokes", async ({
  page: coachPage,
  api,
  browser,
  outbox,
}, testInfo) => {
  // Four members, a video, two browsers and a dozen screens: 1–2 minutes on a 2-core machine.
  test.setTimeout(240_000);
  const coach = await createMember(api, "coach");
  const athletes = [
    await createMember(api, "ath1"),
    await createMember(api, "ath2"),
    await createMember(api, "ath3"),
  ] as const;
  const [athlete] = athletes;
  const athleteContext = await newBrowserContext(browser, testInfo, { viewport: PHONE });
  const athletePage = await athleteContext.newPage();
  const roster = coachPage.getByRole("table", { name: "Athletes you coach" });
  const rosterRow = (user: TestUser) =>
    roster
      .getByRole("row")
      .filter({ has: coachPage.getByRole("link", { name: user.username, exact: true }) });

  let code = "";
  let athletePath = "";
  let athleteId = 0;
  await test.step("athlete 1 makes a coach code in the form; the two others through the API", async () => {
    await login(athletePage, athlete);
    await athletePage.goto("/dashboard/tools/others/access-codes");
    await athletePage.getByLabel("Label (who it is for)").fill(`Coach ${coach.username}`);
    await athletePage.getByRole("radio", { name: /^Coach/ }).check();
    await athletePage.getByRole("button", { name: "Make a code" }).click();
    await expect(athletePage.getByText("Give this coach code to your coach.")).toBeVisible();
    code = (await athletePage.getByLabel("Access code", { exact: true }).textContent())?.trim() ?? "";
    expect(code).toMatch(/^tsc_[\w-]{43}$/);
    await expect(athletePage.getByRole("list", { name: "Your access codes" })).toContainText("Coach · Made");
  });
  const apiCodes = [
    await coachCodeByApi(athletes[1], nextClientIp(testInfo)),
    await coachCodeByApi(athletes[2], nextClientIp(testInfo)),
  ];

  await test.step("the coach redeems athlete 1's code in the form, the two others through the API", async () => {
    await login(coachPage, coach);
    await setDarkMode(coachPage, true);
    await coachPage.goto("/dashboard/tools/others/access-codes");
    await coachPage.getByLabel("Code from your athlete").fill(code);
    await coachPage.getByRole("button", { name: "Redeem" }).click();
    await expect(coachPage.getByText(`You now coach ${athlete.username}.`)).toBeVisible();
    for (const apiCode of apiCodes) {
      const res = await coachPage.request.post("/api/v1/access-codes/redeem", {
        headers: origin,
        data: { code: apiCode },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  });

  await test.step("the coach assigns their program from the roster, with athlete 1's max", async () => {
    await coachProgram(coachPage);
    await coachPage.goto("/dashboard/coach");
    for (const a of athletes) await expect(rosterRow(a)).toHaveCount(1);
    await expect(roster.locator("tbody tr")).toHaveCount(3);
    const assign = coachPage.getByRole("button", { name: "Assign program" });
    await expect(assign).toBeDisabled();
    for (const a of athletes) await coachPage.getByLabel(`Select ${a.username}`).check();
    await expect(coachPage.getByText("3 selected")).toBeVisible();
    await expect(coachPage.getByLabel("Select every athlete on this page")).toBeChecked();
    await assign.click();

    const dialog = coachPage.getByRole("dialog").filter({ hasText: "Assign program" });
    await dialog.getByLabel("Program (one of yours)").selectOption({ label: PROGRAM });
    // One max field per athlete and lift, in a box named by the athlete.
    for (const a of athletes) await expect(dialog.getByRole("group", { name: a.username })).toBeVisible();
    await dialog.getByRole("group", { name: athlete.username }).getByLabel(SQUAT).fill("200");
    await shot(coachPage, "coach-workspace-assign-390-dark", { screen: true });
    await dialog.getByRole("button", { name: "Assign to 3" }).click();
    await expect(coachPage.getByText("Assigned to 3 athletes")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(coachPage.getByText("3 selected")).toBeHidden();
  });

  const { sessionId, sessionName } = await test.step("athlete 1 trains the first workout", () =>
    trainFirstWorkout(athletePage));

  await test.step("the roster, at phone and desktop sizes", async () => {
    await coachPage.goto("/dashboard/coach");
    // This week: one of the two planned workouts, two of the three planned sets of the one started.
    await expect(rosterRow(athlete)).toContainText("1/2 sessions · 2/3 sets");
    await expectNoSidewaysScroll(coachPage);
    await shot(coachPage, "coach-workspace-roster-390-dark");
    await coachPage.setViewportSize(SMALL_PHONE);
    await expectNoSidewaysScroll(coachPage);
    await shot(coachPage, "coach-workspace-roster-320-dark");
    await coachPage.setViewportSize(DESKTOP);
    await expect(rosterRow(athlete).getByRole("cell", { name: "1/2", exact: true })).toBeVisible();
    await shot(coachPage, "coach-workspace-roster-1280-dark");
    await setDarkMode(coachPage, false);
    await expect(rosterRow(athlete)).toContainText("2/3");
    await shot(coachPage, "coach-workspace-roster-1280-light");
    await setDarkMode(coachPage, true);
    await coachPage.setViewportSize(PHONE);
  });

  await test.step("the athlete's week: planned beside done", async () => {
    await rosterRow(athlete).getByRole("link", { name: athlete.username, exact: true }).click();
    await expect(coachPage).toHaveURL(/\/dashboard\/tools\/others\/access-codes\/athletes\/\d+$/);
    athletePath = new URL(coachPage.url()).pathname;
    athleteId = Number(athletePath.split("/").pop());
    await expect(coachPage.getByRole("heading", { name: athlete.username })).toBeVisible();
    const sessions = coachPage.getByRole("region", { name: "Sessions" });
    const item = sessions.getByRole("listitem").filter({ hasText: sessionName });
    await expect(item).toContainText("Week 1 Day 1");
    await expect(item).toContainText("Done");
    const rows = item.getByRole("row").filter({ has: coachPage.getByRole("cell") });
    await expect(rows).toHaveCount(3);
    // Planned beside done: 80 % of the coach's max of 200 is 160, kept from the start when a set is done.
    await expect(rows.nth(0).getByRole("cell")).toHaveText(["5 × 160", "5 × 160 @8"]);
    await expect(rows.nth(1).getByRole("cell")).toHaveText(["5 × 160", "5 × 162.5 @9"]);
    await expect(rows.nth(2).getByRole("cell")).toHaveText(["5 × 160", "not done"]);
    // The second workout of the week is still to do.
    await expect(coachPage.getByRole("region", { name: "Workouts not started" })).toContainText(
      `${PROGRAM} · Week 1 Day 2`,
    );
    await expectNoSidewaysScroll(coachPage);
    await shot(coachPage, "coach-workspace-week-390-dark");
    await coachPage.setViewportSize(SMALL_PHONE);
    await expectNoSidewaysScroll(coachPage);
    await shot(coachPage, "coach-workspace-week-320-dark");
    await coachPage.setViewportSize(PHONE);
  });

  const coachNote = coachPage.getByRole("list", { name: "Coach notes" }).getByRole("listitem", {
    name: `You: ${NOTE}`,
  });
  await test.step("the coach opens the session and notes the second set", async () => {
    await coachPage
      .getByRole("region", { name: "Sessions" })
      .getByRole("link", { name: sessionName })
      .click();
    await expect(coachPage).toHaveURL(new RegExp(`/dashboard/sessions/${sessionId}$`));
    await expect(coachPage.getByText("You coach them: you can read it, not change it.")).toBeVisible();
    const notes = coachPage.getByRole("region", { name: "Coach notes" });
    await expect(notes.getByText("No notes yet on this session.")).toBeVisible();
    await notes.getByLabel("About").selectOption({ label: `${SQUAT}, set 2` });
    await notes.getByLabel("Your note").fill(NOTE);
    await notes.getByRole("button", { name: "Send note" }).click();
    await expect(coachNote).toBeVisible();
    await expect(coachNote).toContainText(`About ${SQUAT}, set 2`);
    // The video of the lift discussed, under the note that opens the discussion.
    await expect(coachNote.getByLabel(`Video of ${SQUAT}`)).toBeVisible();
    await expect(coachNote.getByText("Seen", { exact: true })).toHaveCount(0);
    await expect(notes.getByLabel("Your note")).toHaveValue("");
    // Off the session: with its thread on screen, a reply pushed live would be read at once.
    await coachPage.goto("/dashboard/coach");
    await expect(rosterRow(athlete)).toBeVisible();
  });

  await test.step("athlete 1 gets a mail, reads the note on their session and replies", async () => {
    const mail = await outbox.waitFor(athlete.email, (m) => m.subject.includes("commented"));
    expect(mail.subject).toBe(`${coach.username} commented on "${sessionName}"`);
    expect(mail.links.some((l) => l.endsWith(`/dashboard/sessions/${sessionId}`))).toBe(true);

    await athletePage.goto(`/dashboard/sessions/${sessionId}`);
    const thread = athletePage.getByRole("list", { name: "Coach notes" });
    const note = thread.getByRole("listitem", { name: `Coach ${coach.username}: ${NOTE}` });
    await expect(note).toBeVisible();
    await expect(note).toContainText(`About ${SQUAT}, set 2`);
    await expect(note.getByLabel(`Video of ${SQUAT}`)).toBeVisible();
    await note.getByRole("button", { name: "Reply", exact: true }).click();
    const replyForm = athletePage.getByRole("form", { name: "Reply" });
    await replyForm.getByLabel("Your reply").fill(REPLY);
    await replyForm.getByRole("button", { name: "Reply", exact: true }).click();
    await expect(replyForm).toBeHidden();
    await expect(note.getByRole("listitem", { name: `You: ${REPLY}` })).toBeVisible();
    await setDarkMode(athletePage, false);
    await expect(note.getByRole("listitem", { name: `You: ${REPLY}` })).toBeVisible();
    await athletePage.getByRole("region", { name: "Coach notes" }).scrollIntoViewIfNeeded();
    await shot(athletePage, "coach-workspace-thread-athlete-390-light", { screen: true });
  });

  await test.step("the coach sees the unread reply on the roster and the note seen on the session", async () => {
    await coachPage.reload();
    await expect(rosterRow(athlete).getByLabel("1 unread comment")).toBeVisible();
    await coachPage.goto(`/dashboard/sessions/${sessionId}`);
    await expect(coachNote.getByText("Seen", { exact: true })).toBeVisible();
    await expect(
      coachNote.getByRole("listitem", { name: `${athlete.username}: ${REPLY}` }),
      "the athlete's reply, under the note",
    ).toBeVisible();
    await expectNoSidewaysScroll(coachPage);
    await coachPage.getByRole("region", { name: "Coach notes" }).scrollIntoViewIfNeeded();
    await shot(coachPage, "coach-workspace-thread-coach-390-dark", { screen: true });
    await coachPage.setViewportSize(SMALL_PHONE);
    await expectNoSidewaysScroll(coachPage);
    await shot(coachPage, "coach-workspace-thread-coach-320-dark");
    await coachPage.setViewportSize(PHONE);
    // Reading the thread read the reply: the roster's badge is gone.
    await coachPage.goto("/dashboard/coach");
    await expect(rosterRow(athlete)).toBeVisible();
    await expect(rosterRow(athlete).getByLabel(/unread comment/)).toHaveCount(0);
  });

  await test.step("athlete 1 sees the coach's activity in Settings and revokes the coach", async () => {
    await athletePage.goto("/dashboard/settings");
    await expect(athletePage.getByRole("list", { name: "Coach activity" })).toContainText(
      `Coach ${coach.username} assigned the program "${PROGRAM}"`,
    );
    const coaches = athletePage.getByRole("list", { name: "Your coaches" });
    await expect(coaches).toContainText(coach.username);
    await athletePage.getByRole("region", { name: "Coaches" }).scrollIntoViewIfNeeded();
    await shot(athletePage, "coach-workspace-settings-390-light", { screen: true });
    await coaches.getByRole("button", { name: "Revoke" }).click();
    await athletePage.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
    await expect(athletePage.getByText("No coach can read your training.")).toBeVisible();
  });

  await test.step("the coach is refused at once; two athletes are left", async () => {
    const week = await coachPage.request.get(`/api/v1/coach/athletes/${athleteId}/week`, { headers: origin });
    expect(week.status(), await week.text()).toBe(404);
    await coachPage.goto(athletePath);
    await expect(
      coachPage.getByText("You no longer coach this member: they revoked your access, or never gave it."),
    ).toBeVisible();
    await coachPage.getByRole("link", { name: "Back to your athletes" }).click();
    await expect(coachPage).toHaveURL(/\/dashboard\/coach$/);
    await expect(roster.locator("tbody tr")).toHaveCount(2);
    await expect(rosterRow(athlete)).toHaveCount(0);
    for (const a of athletes.slice(1)) await expect(rosterRow(a)).toHaveCount(1);
    await setDarkMode(coachPage, false);
    await expect(roster.locator("tbody tr")).toHaveCount(2);
    await shot(coachPage, "coach-workspace-roster-after-revoke-390-light");
  });

  await athleteContext.close();
});
