import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import {
  baseURL,
  createMember,
  expect,
  login,
  nextClientIp,
  profilePath,
  saveSettings,
  setAccountUnit,
  setDarkMode,
  test,
  type Page,
} from "./fixtures";

const SHOTS = "/tmp/shots/profile";

/** Calls the API with the page's own login cookie, as the app would (Origin for the CSRF check). */
async function call(api: APIRequestContext, method: "GET" | "POST" | "PATCH", url: string, data?: object) {
  const res = await api.fetch(url, { method, data, headers: { Origin: baseURL } });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()).data[0];
}

/** One session of sets logged in pounds (the lifter's account is set to them), completed with a session RPE. */
async function logTraining(api: APIRequestContext) {
  const exercises: { id: number; name: string }[] = (
    await (await api.get("/api/v1/exercises", { headers: { Origin: baseURL } })).json()
  ).data;
  const idOf = (name: string) => exercises.find((e) => e.name === name)!.id;
  const session = await call(api, "POST", "/api/v1/sessions", { name: "Heavy singles", hours_of_sleep: 7 });
  const squat = await call(api, "POST", "/api/v1/logs", {
    session_id: session.id,
    exercise_id: idOf("Back squat"),
  });
  for (const set of [
    { reps: 3, weight: 275, rpe: 7 }, // e1RM 317
    { reps: 1, weight: 315, rpe: 8.5 }, // e1RM 330: the squat's ePR
    { reps: 5, weight: 300, rpe: 9 }, // 5 reps: not a PR candidate, whatever its estimate
  ]) {
    await call(api, "POST", "/api/v1/sets", { log_id: squat.id, weight_unit: "lbs", ...set });
  }
  const bench = await call(api, "POST", "/api/v1/logs", {
    session_id: session.id,
    exercise_id: idOf("Bench press"),
  });
  await call(api, "POST", "/api/v1/sets", {
    log_id: bench.id,
    reps: 2,
    weight: 225,
    weight_unit: "lbs",
    rpe: 9,
  });
  // Another member counts ePRs from shared logs only (docs/decisions/007): share both lifts.
  for (const log of [squat, bench]) {
    await call(api, "PATCH", `/api/v1/logs/${log.id}/update-private-state`, { private: false });
  }
  await call(api, "PATCH", `/api/v1/sessions/${session.id}`, {
    end_date: new Date(Date.now() + 60_000).toISOString(),
    session_rpe: 8,
  });
  return session.id as number;
}

async function screenshots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true });
  await setDarkMode(page, false);
  await expect(page.getByRole("img", { name: /Chart of sleep/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone-light.png`, fullPage: true });
  await saveSettings(page, { darkMode: true });
  await expect(page.getByRole("img", { name: /Chart of sleep/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}-phone-dark.png`, fullPage: true });
}

test("a lifter sees ePRs, bodyweight trend and recovery on the profile; another member sees the ePRs only", async ({
  page,
  member,
  api,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, member);
  await expect(page).toHaveURL(profilePath(member));
  // The figures below are in pounds: the account is put in pounds (a new one is in kg).
  await setAccountUnit(page, "lbs");

  await test.step("a new profile shows the empty states", async () => {
    await expect(page.getByRole("heading", { name: "Recent ePRs" })).toBeVisible();
    const prs = page.getByRole("region", { name: "Recent ePRs" });
    await expect(prs.getByText("No relevant data available yet!")).toBeVisible();
    const weights = page.getByRole("region", { name: "Bodyweight" });
    await expect(weights.getByText("No relevant data available yet!")).toBeVisible();
    await expect(page.getByTestId("average-sleep")).toHaveText("?");
  });

  const sessionId = await logTraining(page.request);
  for (const hours_of_sleep of [6, 8]) {
    await call(page.request, "POST", "/api/v1/variables", { stress_level: 4, hours_of_sleep });
  }
  for (const body_weight of [180, 182.5, 181]) {
    await call(page.request, "POST", "/api/v1/variables", { body_weight, body_weight_unit: "lbs" });
  }

  await test.step("the ePRs: the best qualifying set per lift, newest first, each opening its set", async () => {
    await page.reload();
    const prs = page.getByRole("region", { name: "Recent ePRs" });
    const rows = prs.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Bench press");
    await expect(rows.nth(0)).toContainText("2 reps x 225 lbs @9");
    await expect(rows.nth(0)).toContainText("239 lbs");
    await expect(rows.nth(1)).toContainText("Back squat");
    await expect(rows.nth(1)).toContainText("1 rep x 315 lbs @8.5");
    await expect(rows.nth(1)).toContainText("330 lbs");

    const squat = prs.getByRole("button", { name: "Back squat" });
    await squat.click();
    await expect(squat).toHaveAttribute("aria-expanded", "true");
    const detail = prs.locator(".profile-pr-detail");
    await expect(detail).toContainText("315 lbs");
    await expect(detail.getByRole("link", { name: `#${sessionId}` })).toHaveAttribute(
      "href",
      `/dashboard/sessions/${sessionId}`,
    );
  });

  await test.step("the bodyweight table: newest first, trend signs and colours", async () => {
    const weights = page.getByRole("region", { name: "Bodyweight" });
    const trends = weights.getByTestId("trend");
    await expect(trends).toHaveCount(3);
    await expect(trends.nth(0)).toHaveText("-1.5 lbs");
    await expect(trends.nth(0)).toHaveClass(/text-danger/);
    await expect(trends.nth(1)).toHaveText("+2.5 lbs");
    await expect(trends.nth(1)).toHaveClass(/text-success/);
    await expect(trends.nth(2)).toHaveText("");
    await expect(weights.getByTestId("latest-weight")).toHaveText("181 lbs./w");
  });

  await test.step("the recovery chart and the average sleep of its entries", async () => {
    await expect(page.getByRole("img", { name: /Chart of sleep, stress and session RPE/ })).toBeVisible();
    // The session's 7 h, then 6 h and 8 h from the tracker.
    await expect(page.getByTestId("average-sleep")).toHaveText("~ 7 hrs");
    await screenshots(page, "own");
  });

  await test.step("another member sees the ePRs, not the bodyweight or recovery", async () => {
    const other = await createMember(api, "o");
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { "X-Forwarded-For": nextClientIp(testInfo) },
    });
    const pageB = await context.newPage();
    await login(pageB, other);
    await pageB.goto(profilePath(member));
    const prs = pageB.getByRole("region", { name: "Recent ePRs" });
    await expect(prs.locator("tbody tr")).toHaveCount(2);
    await prs.getByRole("button", { name: "Bench press" }).click();
    // Not their session: no link to a page they may not open.
    await expect(prs.locator(".profile-pr-detail")).toContainText(`#${sessionId}`);
    await expect(prs.locator(".profile-pr-detail").getByRole("link")).toHaveCount(0);
    await expect(pageB.getByRole("region", { name: "Bodyweight" })).toHaveCount(0);
    await expect(pageB.getByRole("region", { name: "Recovery" })).toHaveCount(0);
    await expect(pageB.getByTestId("average-sleep")).toHaveCount(0);
    await expect(pageB).toHaveURL(profilePath(member));
    fs.mkdirSync(SHOTS, { recursive: true });
    await pageB.screenshot({ path: `${SHOTS}/other-phone-dark.png`, fullPage: true });
    await context.close();
  });
});
