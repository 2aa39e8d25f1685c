// A whole workout with no signal, on a phone: the session opened before the network went away still
// shows after an offline reload; a new session is started, filled, edited and completed offline; it
// survives closing the page; once online the server holds each set exactly once, however many times
// the sync runs. Then a conflict: a set queued for a session completed elsewhere is refused, explained
// and discarded.
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL, expect, login, setAccountUnit, shot, test } from "./fixtures";
import { dialog, expectSets, logCard, type Entry } from "./training-log.helpers";

// About the service worker itself: it runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SQUAT = "Back squat";
// The sets are typed in pounds: the account is put in pounds (a new one is in kg), also offline.
const UNIT = "lbs";
const typed: Entry[] = [
  [5, 60, 6],
  [5, 80, 7],
  [3, 100, 8],
  [3, 105, 8],
  [2, 110, 9],
  [1, 115, 9],
  [1, 120, 9.5],
  [1, 125, 10],
];
// Set 3 becomes 3 × 102.5; set 5 is deleted.
const final: Entry[] = [typed[0]!, typed[1]!, [3, 102.5, 8], typed[3]!, typed[5]!, typed[6]!, typed[7]!];

/** Writes through the page's cookies name our origin, as the browser does (CSRF check). */
const origin = { Origin: baseURL };

type Details = {
  id: number;
  name: string;
  end_date: string | null;
  logs: { name: string; sets: SetRow[] }[];
};
type SetRow = { reps: number; weight: number; rpe: number | null };

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const answer = await api.get(path);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

const sessionsNamed = async (api: APIRequestContext, name: string) =>
  (await json<{ id: number; name: string }[]>(api, "/api/v1/sessions?perPage=100")).filter(
    (s) => s.name === name,
  );

async function startOnline(api: APIRequestContext, name: string, exercise: string) {
  const groups = await json<{ exercises: { id: number; name: string }[] }[]>(
    api,
    "/api/v1/exercises?order_by=name",
  );
  const found = groups.flatMap((g) => g.exercises).find((e) => e.name === exercise);
  expect(found, JSON.stringify(groups).slice(0, 500)).toBeDefined();
  const exerciseId = found!.id;
  const created = await api.post("/api/v1/sessions", { headers: origin, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const sessionId = ((await created.json()) as { data: { id: number }[] }).data[0]!.id;
  const log = await api.post("/api/v1/logs", {
    headers: origin,
    data: { session_id: sessionId, exercise_id: exerciseId },
  });
  const logId = ((await log.json()) as { data: { id: number }[] }).data[0]!.id;
  const set = await api.post("/api/v1/sets", {
    headers: origin,
    data: { log_id: logId, reps: 5, weight: 90, weight_unit: UNIT, rpe: 7 },
  });
  expect(set.status(), await set.text()).toBe(201);
  return sessionId;
}

async function addSet(page: Page, [reps, weight, rpe]: Entry) {
  await logCard(page, SQUAT).getByRole("button", { name: "Add set" }).click();
  const modal = dialog(page, `Add a set to ${SQUAT}`);
  await modal.getByLabel("Reps").fill(String(reps));
  await modal.getByLabel("Weight").fill(String(weight));
  await modal.getByLabel("RPE (optional)").fill(String(rpe));
  await modal.getByRole("button", { name: "Add set" }).click();
  // No spinner waits for a network that is not there: the modal closes once the set is stored.
  await expect(modal).toBeHidden();
}

const indicator = (page: Page) => page.locator(".sync-indicator");

test("a workout logged with no signal syncs exactly once", async ({ page, context, member }) => {
  test.setTimeout(120_000);
  const api = page.request;
  await login(page, member);
  await setAccountUnit(page, UNIT);
  const earlier = await startOnline(api, "Yesterday", SQUAT);

  await test.step("open a session and the pickers while online", async () => {
    await page.goto("/dashboard/sessions");
    await page.getByRole("button", { name: "Add a session" }).click();
    await expect(dialog(page, "Add a session").getByLabel("Session name")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto(`/dashboard/sessions/${earlier}`);
    await page.getByRole("button", { name: "Add a exercise" }).click();
    await expect(dialog(page, "Add a exercise").getByLabel("Category")).toBeVisible();
    await page.keyboard.press("Escape");
    await expectSets(logCard(page, SQUAT), [[5, 90, 7]]);
    // The app shell is kept by the service worker once it controls the page. It precaches the whole
    // app first, which on a busy 2-core runner took over 10 s once.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        message: "the service worker controls the page",
        timeout: 30_000,
      })
      .toBe(true);
  });

  await test.step("offline, a reload still shows the session with its sets", async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Yesterday" })).toBeVisible({ timeout: 5_000 });
    await expectSets(logCard(page, SQUAT), [[5, 90, 7]]);
    await expect(indicator(page)).toHaveText(/Offline/);
  });

  let clientUrl = "";
  await test.step("start a session, add an exercise, log 8 sets, edit one, delete one, complete it", async () => {
    // A running session's screen gives the tab bar's room to its own bar: back to the list.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByRole("button", { name: "Add a session" }).click();
    const addSession = dialog(page, "Add a session");
    await addSession.getByLabel("Session name").fill("Basement day");
    await addSession.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/sessions\/-\d+$/);
    clientUrl = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { name: "Basement day" })).toBeVisible();

    await page.getByRole("button", { name: "Add a exercise" }).click();
    const addExercise = dialog(page, "Add a exercise");
    await addExercise.getByLabel("Category").selectOption({ label: "Squat" });
    await addExercise.getByRole("radio", { name: SQUAT, exact: true }).check();
    await addExercise.getByRole("button", { name: "Add", exact: true }).click();
    await expect(addExercise).toBeHidden();

    for (const entry of typed) await addSet(page, entry);
    await expectSets(logCard(page, SQUAT), typed);
    await expect(indicator(page)).toHaveText("Offline · 10 changes waiting");
    await shot(page, "offline-workout-waiting", { screen: true });

    const card = logCard(page, SQUAT);
    await card.getByRole("row", { name: `Set 3: 3 × 100 ${UNIT}. Modify` }).click();
    const modify = dialog(page, `Modify set of ${SQUAT}`);
    await modify.getByLabel("Weight").fill("102.5");
    await modify.getByRole("button", { name: "Save" }).click();
    await expect(modify).toBeHidden();
    await card.getByRole("row", { name: `Set 5: 2 × 110 ${UNIT}. Modify` }).click();
    await dialog(page, `Modify set of ${SQUAT}`).getByRole("button", { name: "Delete", exact: true }).click();
    await expectSets(card, final);

    await page.getByRole("button", { name: "Complete" }).click();
    const complete = dialog(page, "Complete the session");
    await complete.getByLabel("Session RPE").fill("8");
    await complete.getByRole("button", { name: "Complete", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/sessions$/);
    await expect(indicator(page)).toHaveText("Offline · 13 changes waiting");
  });

  const next = await test.step("close the page; a new one still has it all", async () => {
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto(clientUrl);
    await expect(reopened.getByRole("heading", { name: "Basement day" })).toBeVisible({ timeout: 5_000 });
    await expectSets(logCard(reopened, SQUAT), final);
    await expect(reopened.getByText("completed", { exact: true })).toBeVisible();
    await expect(indicator(reopened)).toHaveText("Offline · 13 changes waiting");
    return reopened;
  });

  await test.step("online: the server holds each set once, however often the sync runs", async () => {
    await context.setOffline(false);
    await expect(next).toHaveURL(/\/dashboard\/sessions\/\d+$/, { timeout: 20_000 });
    await expect(indicator(next)).not.toHaveText(/waiting|Syncing/);
    const check = async () => {
      const [session] = await sessionsNamed(api, "Basement day");
      expect(session, "one session").toBeDefined();
      const [details] = await json<Details[]>(api, `/api/v1/sessions/${session!.id}`);
      expect(details!.end_date, "completed").not.toBeNull();
      expect(details!.logs.map((l) => l.name)).toEqual([SQUAT]);
      expect(details!.logs[0]!.sets.map((s) => [s.reps, s.weight, s.rpe])).toEqual(final);
      expect(await sessionsNamed(api, "Basement day")).toHaveLength(1);
    };
    await check();
    // The sync again, twice, on purpose: nothing is left to send and nothing is written twice.
    await next.evaluate(() => {
      window.dispatchEvent(new Event("online"));
      window.dispatchEvent(new Event("online"));
    });
    await next.reload();
    await expectSets(logCard(next, SQUAT), final);
    await check();
  });

  await test.step("a set queued for a session completed elsewhere is refused and explained", async () => {
    await next.goto(`/dashboard/sessions/${earlier}`);
    await expectSets(logCard(next, SQUAT), [[5, 90, 7]]);
    await context.setOffline(true);
    await addSet(next, [5, 120, 8]);
    const done = await api.patch(`/api/v1/sessions/${earlier}`, {
      headers: origin,
      data: { end_date: new Date(Date.now() + 60_000).toISOString(), session_rpe: 7 },
    });
    expect(done.status(), await done.text()).toBe(200);
    await context.setOffline(false);
    await next.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(indicator(next)).toHaveText("1 change failed", { timeout: 15_000 });
    await indicator(next).getByRole("button", { name: "1 change failed" }).click();
    const list = next.getByRole("list", { name: "Refused changes" });
    await expect(list).toContainText(`Set 5 × 120 on ${SQUAT}:`);
    await shot(next, "offline-workout-conflict", { screen: true });
    await list.getByRole("button", { name: "Discard" }).click();
    await expect(indicator(next)).toBeHidden();
    await expectSets(logCard(next, SQUAT), [[5, 90, 7]]);
  });
});
