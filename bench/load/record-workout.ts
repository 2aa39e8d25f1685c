// Records what a lifter's phone sends while logging one workout at the gym, from the real web app:
// starts the built server (embedded PGlite), makes a member with a year of history, signs it in through
// Chromium's login form, then logs a session of 3 exercises × 4 sets with the fast-entry screen
// (opening the app, starting the session, adding each exercise from the recent ones, one tap per set
// prefilled from last time, completing it). Every /api request is written to workout-mix.json with its
// method, path template (ids replaced by placeholders), body template and shape, and its time offset.
// Usage: npx tsx bench/load/record-workout.ts   (the built app: npm run build first)
//
// The workout's time is the page's clock, not the wall's: Playwright's clock jumps over each rest, so
// the hour a lifter spends in the gym passes in seconds while the app's timers (stale times, the rest
// timer, the socket's pings) see the whole hour. NOTE: the query client does not refetch on focus
// (lib/query-client.ts), so a phone locked between sets sends nothing when it is woken.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, expect, type Locator } from "@playwright/test";
import { startServer } from "../http/server.js";
import { createLifter, importHistory, PASSWORD } from "./lifters.js";
import { templateMix, type Captured } from "./templates.js";

const MIN = 60_000;
// The assumed hour (minutes): a warm-up before the first lift, each set about a minute of work and
// three of rest, a few minutes to change lifts, and cooling down after the last set.
const SCHEDULE = { warmUp: 6, setAndRest: 4, changeLift: 3, coolDown: 3 };
const EXERCISES = 3;
const SETS = 4;
const out = fileURLToPath(new URL("./workout-mix.json", import.meta.url));
const port = Number(process.env.RECORD_PORT ?? 3395);

const server = await startServer({ port });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const lifter = await createLifter(server.baseURL, server.dataDir, 0);
  // A lifter who has trained for a year: last time, recent exercises and the list have rows.
  await importHistory(server.baseURL, lifter, 1, 0);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": lifter.ip },
  });
  // An hour back, so that the last set is logged about now: the server sees believable dates.
  const clockStart = Date.now() - 62 * MIN;
  await context.clock.install({ time: clockStart });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(lifter.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => !/\/login$/.test(url.pathname), { timeout: 15_000 });
  // The landing page's reads are the sign-in's, not the workout's: leave it before recording.
  await page.waitForLoadState("networkidle");
  await page.goto("about:blank");

  // From here every /api call is the workout's. `skipped` is the time the clock jumped so far.
  const captured: Captured[] = [];
  const t0 = performance.now();
  let skipped = 0;
  const now = () => performance.now() - t0 + skipped;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    const entry: Captured = {
      at: now(),
      method: request.method(),
      url: url.pathname + url.search,
      body: request.postData() ?? undefined,
      status: 0,
      idempotent: "idempotency-key" in request.headers(),
    };
    captured.push(entry);
    void request.response().then(async (response) => {
      entry.status = response?.status() ?? 0;
      entry.answer = await response?.json().catch(() => undefined);
    });
  });
  const rest = async (minutes: number) => {
    await page.clock.fastForward(minutes * MIN);
    skipped += minutes * MIN;
    await page.waitForLoadState("networkidle");
  };

  // Opening the app at the gym: a cold load of the sessions screen, as from the home-screen icon.
  await page.goto("/dashboard/sessions");
  await page.getByRole("button", { name: "Start session" }).tap();
  await expect(page).toHaveURL(/\/dashboard\/sessions\/-?\d+$/);
  await rest(SCHEDULE.warmUp);
  let names: string[] = [];
  for (let i = 0; i < EXERCISES; i += 1) {
    if (i > 0) await rest(SCHEDULE.changeLift);
    await page.getByRole("button", { name: "Add a exercise" }).tap();
    const picker = page.getByRole("dialog", { name: "Add a exercise" });
    if (i === 0) names = await recentExercises(picker);
    const name = names[i]!;
    await picker.getByRole("button", { name, exact: true }).first().tap();
    const card = page.locator(".log-card").filter({ has: page.getByRole("link", { name, exact: true }) });
    const logSet = card.getByRole("button", { name: /^Log set/ });
    await expect(logSet).toBeVisible();
    for (let n = 1; n <= SETS; n += 1) {
      await fillIfEmpty(card.locator("input[id$='-weight']"), "60");
      await logSet.tap();
      await expect(card.locator("tbody tr")).toHaveCount(n);
      await rest(n < SETS || i < EXERCISES - 1 ? SCHEDULE.setAndRest : 1);
    }
  }
  await page.getByRole("button", { name: "Complete", exact: true }).tap();
  const complete = page.getByRole("dialog").filter({ hasText: "Complete the session" });
  await complete.getByRole("button", { name: "Session effort 8", exact: true }).tap();
  await complete.getByRole("button", { name: "Complete", exact: true }).tap();
  await expect(complete).toBeHidden();
  await rest(SCHEDULE.coolDown);
  await page.waitForTimeout(500);

  // RECORD_RAW=file keeps the calls as sent (real ids, answers) for a look at what was templated.
  if (process.env.RECORD_RAW) fs.writeFileSync(process.env.RECORD_RAW, JSON.stringify(captured, null, 1));
  const mix = templateMix(captured, lifter.id);
  const minutes = Math.round(now() / MIN);
  const recorded = {
    note: "Recorded by bench/load/record-workout.ts from the built web app; regenerate with it.",
    workout: { exercises: EXERCISES, setsPerExercise: SETS, minutes, schedule: SCHEDULE },
    requests: mix.length,
    requestsPerLifterMinute: Math.round((mix.length / minutes) * 100) / 100,
    mix,
  };
  fs.writeFileSync(out, `${JSON.stringify(recorded, null, 2)}\n`);
  console.log(
    `${mix.length} requests over ${minutes} min (${recorded.requestsPerLifterMinute}/lifter-minute)`,
  );
  for (const r of mix)
    console.log(`  ${(r.at / MIN).toFixed(1).padStart(5)} min  ${r.status} ${r.method} ${r.path}`);
  console.log(`written to ${out}`);
  await context.close();
} finally {
  // The server first: a recorder that ended with the browser's close once left the server running.
  await server.stop();
  await browser.close().catch(() => undefined);
}

/** The first three of the lifter's recent exercises, as the open picker shows them. */
async function recentExercises(picker: Locator): Promise<string[]> {
  const recent = picker.getByRole("group", { name: "Recent exercises" }).getByRole("button");
  await expect(recent.first()).toBeVisible();
  const names = (await recent.allTextContents()).map((t) => t.trim()).slice(0, EXERCISES);
  if (names.length < EXERCISES) throw new Error(`only ${names.length} recent exercises: ${names.join(", ")}`);
  return names;
}

async function fillIfEmpty(field: Locator, value: string) {
  if (Number((await field.inputValue().catch(() => "0")) || 0) === 0) await field.fill(value);
}
