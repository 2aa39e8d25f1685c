// The gym floor at speed, on a phone with touch: a planned workout of 8 sets on 2 lifts, from opening
// the app to completing the session, counted in taps and key presses (the goal: at most 18 and 0;
// the logger before this work needed 48 and 78). Last time, plates and the rest timer are shown and
// photographed in both themes at 390×844 and 320×640; axe finds no serious issue on the session screen.
// Then the same work by hand, as a lifter does it on day 1 (a fresh account) and on day 2 (last time
// shown), at 390×844 and 320×640: after every set the Log button is in reach, above every fixed bar.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { baseURL, expect, login, setDarkMode, shot, test, type Page } from "./fixtures";
import { counter, enter, expectInReach, fixedShare } from "./fast-entry.helpers";
import { logCard } from "./training-log.helpers";

// As a lifter has it: the app's chunks from the service worker's cache once it is installed
// (playwright.config.ts blocks it elsewhere). NOTE: without it, on a loaded machine, day 2's first
// set at 320×640 can end under the bar: what loads late above the entry pushes it down after it was
// brought into reach (noted for the next gym-floor issue).
test.use({ serviceWorkers: "allow" });

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SQUAT = "Back squat";
const BENCH = "Bench press";
const origin = { Origin: baseURL };

async function post(api: APIRequestContext, path: string, data: Record<string, unknown>) {
  const answer = await api.post(path, { headers: origin, data });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: number }[] }).data[0]!.id;
}

async function exerciseIds(api: APIRequestContext) {
  const answer = await api.get("/api/v1/exercises?order_by=name");
  const groups = ((await answer.json()) as { data: { exercises: { id: number; name: string }[] }[] }).data;
  const ids = new Map(groups.flatMap((g) => g.exercises).map((e) => [e.name, e.id]));
  return { squat: ids.get(SQUAT)!, bench: ids.get(BENCH)! };
}

/** Last week's workout, through the API (the plan this one follows): 4 × 5 on both lifts. */
async function lastWeek(api: APIRequestContext) {
  const { squat, bench } = await exerciseIds(api);
  const start = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  const sessionId = await post(api, "/api/v1/sessions", {
    name: "Last week",
    start_date: start.toISOString(),
  });
  for (const [exerciseId, weight] of [
    [squat, 140],
    [bench, 100],
  ] as const) {
    const logId = await post(api, "/api/v1/logs", { session_id: sessionId, exercise_id: exerciseId });
    for (const rpe of [7, 7.5, 8, 8.5]) {
      await post(api, "/api/v1/sets", { log_id: logId, reps: 5, weight, weight_unit: "kg", rpe });
    }
  }
  const end = new Date(start.getTime() + 3600 * 1000);
  const done = await api.patch(`/api/v1/sessions/${sessionId}`, {
    headers: origin,
    data: { end_date: end.toISOString(), session_rpe: 8 },
  });
  expect(done.status(), await done.text()).toBe(200);
}

/** axe on the page as it is (WCAG 2 A and AA): no serious or critical finding. */
async function expectNoSeriousIssue(page: Page) {
  // A button still fading between its colours (a tap's hover) reads as low contrast half-way: let every
  // CSS transition and animation end first.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function photograph(page: Page, name: string) {
  for (const dark of [true, false]) {
    await setDarkMode(page, dark);
    for (const [width, height] of [
      [390, 844],
      [320, 640],
    ] as const) {
      await page.setViewportSize({ width, height });
      await logCard(page, BENCH).scrollIntoViewIfNeeded();
      await shot(page, `${name}-${width}-${dark ? "dark" : "light"}`, { screen: true });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `nothing scrolls sideways at ${width} px`).toBe(false);
    }
  }
  await setDarkMode(page, true);
  await page.setViewportSize({ width: 390, height: 844 });
}

test("8 sets on 2 lifts in at most 18 taps and no key press", async ({ page, member }) => {
  test.setTimeout(90_000);
  await login(page, member);
  await lastWeek(page.request);
  const user = counter(page);

  await page.goto("/dashboard/sessions");
  await user.tap(page.getByRole("button", { name: "Start session" }));
  await expect(page).toHaveURL(/\/dashboard\/sessions\/-?\d+$/);

  for (const [lift, weight] of [
    [SQUAT, "140"],
    [BENCH, "100"],
  ] as const) {
    await user.tap(page.getByRole("button", { name: "Add a exercise" }));
    await user.tap(page.getByRole("group", { name: "Recent exercises" }).getByRole("button", { name: lift }));
    const card = logCard(page, lift);
    await expect(card.getByText(/^Last time \(/)).toContainText(`5×${weight} @7 · 5×${weight} @7.5`);
    const logSet = card.getByRole("button", { name: /^Log set/ });
    // Prefilled from last time: the first set is one tap, and so is every one after it.
    await expect(logSet).toContainText(`5 × ${weight} kg`);
    if (lift === SQUAT) {
      await expect(logSet, "visible without scrolling").toBeInViewport();
      await expect(card.locator(".plates-line")).toContainText("25");
    }
    for (let n = 1; n <= 4; n += 1) {
      await user.tap(logSet);
      await expect(card.locator("tbody tr")).toHaveCount(n);
      if (lift === SQUAT && n === 1) await shot(page, "fast-entry-first-set", { screen: true });
    }
    await expect(page.getByRole("timer")).toContainText(lift);
    if (lift === SQUAT) {
      // The bench card shows last time and plates before its first set, the squat's rest runs.
      await user.tap(page.getByRole("button", { name: "Add a exercise" }));
      await expect(page.getByRole("dialog", { name: "Add a exercise" }), "a named dialog").toBeVisible();
      await expectNoSeriousIssue(page);
      await user.tap(
        page.getByRole("group", { name: "Recent exercises" }).getByRole("button", { name: BENCH }),
      );
      await expect(logCard(page, BENCH).getByText(/^Last time/)).toBeVisible();
      await expectNoSeriousIssue(page);
      await photograph(page, "fast-entry-in-progress");
      break;
    }
  }
  // The bench was added above (its two taps counted there): log its four sets.
  const bench = logCard(page, BENCH);
  for (let n = 1; n <= 4; n += 1) {
    await user.tap(bench.getByRole("button", { name: /^Log set/ }));
    await expect(bench.locator("tbody tr")).toHaveCount(n);
  }

  await user.tap(page.getByRole("button", { name: "Complete", exact: true }));
  const complete = page.getByRole("dialog").filter({ hasText: "Complete the session" });
  await user.tap(complete.getByRole("button", { name: "Session effort 8", exact: true }));
  await user.tap(complete.getByRole("button", { name: "Complete", exact: true }));
  await expect(complete).toBeHidden();

  console.log(`fast entry: ${user.counts.taps} taps, ${user.counts.keys} key presses (before: 48 and 78)`);
  test.info().annotations.push({ type: "taps", description: String(user.counts.taps) });
  test.info().annotations.push({ type: "keys", description: String(user.counts.keys) });
  expect(user.counts.taps).toBeLessThanOrEqual(18);
  expect(user.counts.keys).toBe(0);

  // The server holds the workout: completed, each set once, in kg.
  await expect
    .poll(
      async () => {
        const list = await page.request.get("/api/v1/sessions?perPage=5");
        const sessions = (
          (await list.json()) as { data: { id: number; end_date: string | null; name: string }[] }
        ).data;
        const today = sessions.find((s) => s.name !== "Last week");
        if (!today?.end_date) return null;
        const details = await page.request.get(`/api/v1/sessions/${today.id}`);
        const [session] = (
          (await details.json()) as {
            data: {
              logs: { name: string; sets: { reps: number; weight: number; weight_unit: string }[] }[];
            }[];
          }
        ).data;
        return session!.logs.map(
          (l) => `${l.name}: ${l.sets.map((s) => `${s.reps}×${s.weight}${s.weight_unit}`).join(" ")}`,
        );
      },
      { timeout: 15_000 },
    )
    .toEqual([`${SQUAT}: 5×140kg 5×140kg 5×140kg 5×140kg`, `${BENCH}: 5×100kg 5×100kg 5×100kg 5×100kg`]);
});

// ---- by hand: day 1 and day 2 --------------------------------------------------------------------

/** The issue's workout: squat 5×140 @7, @8, @8.5, then 3×150 @9; bench 5×100 @7, @7.5, @8, @8.5. */
const WORKOUT = [
  {
    lift: SQUAT,
    sets: [
      [5, 140, 7],
      [5, 140, 8],
      [5, 140, 8.5],
      [3, 150, 9],
    ],
  },
  {
    lift: BENCH,
    sets: [
      [5, 100, 7],
      [5, 100, 7.5],
      [5, 100, 8],
      [5, 100, 8.5],
    ],
  },
] as const;

/** One whole session of the workout by hand; answers its taps and keys. */
async function workoutByHand(page: Page, day: string, second: boolean) {
  const user = counter(page);
  await page.goto("/dashboard/sessions");
  await user.tap(page.getByRole("button", { name: "Start session" }));
  await expect(page).toHaveURL(/\/dashboard\/sessions\/-?\d+$/);
  let largest = 0;
  let done = 0;
  for (const { lift, sets } of WORKOUT) {
    await user.tap(page.getByRole("button", { name: "Add a exercise" }));
    // Day 1 the common lifts lead the picker, day 2 the recent ones: one tap, nothing typed.
    const picks = page.getByRole("dialog", { name: "Add a exercise" });
    await user.tap(picks.getByRole("button", { name: lift, exact: true }).first());
    const card = logCard(page, lift);
    const logSet = card.getByRole("button", { name: /^Log set/ });
    // A lifter reads the card before the first set: on day 2 it shows last time, and the entry with it.
    if (second) await expect(card.getByText(/^Last time \(/)).toBeVisible();
    for (const [n, set] of sets.entries()) {
      await enter(user, card, set);
      await expectInReach(logSet, `${day}: the Log button before ${lift} set ${n + 1}`);
      await user.tap(logSet);
      await expect(card.locator("tbody tr")).toHaveCount(n + 1);
      done += 1;
      await expectInReach(logSet, `${day}: the Log button after ${lift} set ${n + 1}`);
      largest = Math.max(largest, await fixedShare(page));
      if (second) {
        // The theme switched in place (setDarkMode reloads, and a reload is not part of a workout).
        const { width } = page.viewportSize()!;
        for (const theme of ["dark", "light"]) {
          await page.evaluate((t) => document.documentElement.setAttribute("data-bs-theme", t), theme);
          await shot(page, `gym-floor-${width}-set-${done}-${theme}`, { screen: true });
        }
        await page.evaluate(() => document.documentElement.setAttribute("data-bs-theme", "dark"));
      }
    }
  }
  await user.tap(page.getByRole("button", { name: "Complete", exact: true }));
  const complete = page.getByRole("dialog").filter({ hasText: "Complete the session" });
  await user.tap(complete.getByRole("button", { name: "Session effort 8", exact: true }));
  await user.tap(complete.getByRole("button", { name: "Complete", exact: true }));
  await expect(complete).toBeHidden();
  return { ...user.counts, largest };
}

for (const [width, height] of [
  [390, 844],
  [320, 640],
] as const) {
  test(`by hand at ${width}×${height}: day 1 and day 2, the Log button always in reach`, async ({
    page,
    member,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await login(page, member);
    const day1 = await workoutByHand(page, "day 1", false);
    const day2 = await workoutByHand(page, "day 2", true);
    const share = (x: number) => `${Math.round(x * 1000) / 10} %`;
    console.log(
      `by hand at ${width}×${height}: day 1 ${day1.taps} taps, ${day1.keys} keys; ` +
        `day 2 ${day2.taps} taps, ${day2.keys} keys; fixed bars at most ${share(Math.max(day1.largest, day2.largest))} of the screen`,
    );
    for (const [name, value] of Object.entries({ day1, day2 }))
      test.info().annotations.push({ type: name, description: `${value.taps} taps, ${value.keys} keys` });
    expect(Math.max(day1.largest, day2.largest), "fixed bars' share of the screen").toBeLessThanOrEqual(0.15);
    expect(day2.taps).toBeLessThanOrEqual(18);
    expect(day2.keys).toBe(0);
    // Day 1 has no plan and no last time: every RPE is a tap, and the two weights are typed.
    expect(day1.keys).toBeLessThanOrEqual(6);
  });
}
