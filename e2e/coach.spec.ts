// Coach access: an athlete gives a coach a code in one browser, the coach redeems it in another and
// opens the athlete's session read-only; the athlete revokes in Settings and the coach's next read of
// that session is refused, while the coach stays logged in.
import {
  baseURL,
  createMember,
  expect,
  login,
  newBrowserContext,
  setDarkMode,
  shot,
  test,
  type Page,
} from "./fixtures";

/** At a phone's size, through the suite's `shot` (test-results/shots/), for a person to look at. */
async function phoneShot(page: Page, name: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await shot(page, name);
}

/** A session in progress with one private log and a set, made through the API with the page's login. */
async function privateSession(page: Page, name: string) {
  const headers = { Origin: baseURL };
  const exercises = await page.request.get("/api/v1/exercises", { headers });
  const exercise = (await exercises.json()).data[0] as { id: number };
  const session = await page.request.post("/api/v1/sessions", { data: { name }, headers });
  expect(session.status(), await session.text()).toBe(201);
  const { id } = (await session.json()).data[0] as { id: number };
  const log = await page.request.post("/api/v1/logs", {
    data: { session_id: id, exercise_id: exercise.id },
    headers,
  });
  const logId = ((await log.json()).data[0] as { id: number }).id;
  const set = await page.request.post("/api/v1/sets", {
    data: { log_id: logId, reps: 3, weight: 142.5, weight_unit: "kg", rpe: 8 },
    headers,
  });
  expect(set.status(), await set.text()).toBe(201);
  return id;
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("an athlete gives a coach a code, the coach reads a session, the athlete revokes, the coach is refused", async ({
  page,
  member: athlete,
  api,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const coach = await createMember(api, "coach");
  await login(page, athlete);
  const sessionId = await privateSession(page, "Heavy triples");

  // The athlete makes a code from the tools page's tile.
  await page.goto("/dashboard/tools");
  await page.getByRole("link", { name: /Access codes/ }).click();
  await page.getByLabel("Label (who it is for)").fill("My coach");
  await page.getByRole("button", { name: "Make a code" }).click();
  const code = (await page.getByLabel("Access code", { exact: true }).textContent())?.trim() ?? "";
  expect(code).toMatch(/^tsc_[\w-]{43}$/);
  await page.getByRole("button", { name: "Copy code" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(page.getByRole("list", { name: "Your access codes" })).toContainText("Not used yet");
  await setDarkMode(page, false);
  await phoneShot(page, "coach-athlete-codes-320-light", { width: 320, height: 640 });

  // The coach, in a browser of their own, redeems it and opens the athlete's session.
  const coachContext = await newBrowserContext(browser, testInfo);
  const coachPage = await coachContext.newPage();
  await login(coachPage, coach);
  await coachPage.goto("/dashboard/tools/others/access-codes");
  await coachPage.getByLabel("Code from your athlete").fill(code);
  await coachPage.getByRole("button", { name: "Redeem" }).click();
  const athletes = coachPage.getByRole("list", { name: "Athletes you coach" });
  await expect(athletes).toContainText(athlete.username);
  await athletes.getByRole("link", { name: new RegExp(athlete.username) }).click();
  await coachPage.getByRole("link", { name: /Heavy triples/ }).click();
  await expect(coachPage).toHaveURL(new RegExp(`/dashboard/sessions/${sessionId}$`));
  await expect(coachPage.getByText("You coach them: you can read it, not change it.")).toBeVisible();
  await expect(coachPage.getByRole("cell", { name: "142.5" }).first()).toBeVisible();
  await expect(coachPage.getByText("private", { exact: true })).toBeVisible();
  // Nothing on the screen changes the session.
  await expect(coachPage.getByRole("button", { name: "Session menu" })).toHaveCount(0);
  await expect(coachPage.getByRole("button", { name: /Add a exercise|Complete|Cancel/ })).toHaveCount(0);
  await expect(coachPage.getByRole("button", { name: "Log set" })).toHaveCount(0);
  // The redeem toast goes by itself (5 s); the picture is of the session, not of it.
  await expect(coachPage.getByText(/You now coach/)).toBeHidden({ timeout: 10_000 });
  await phoneShot(coachPage, "coach-session-390-dark", { width: 390, height: 844 });

  // The athlete sees the coach in Settings and revokes.
  await page.goto("/dashboard/settings");
  const coaches = page.getByRole("list", { name: "Your coaches" });
  await expect(coaches).toContainText(coach.username);
  await phoneShot(page, "coach-athlete-settings-320-light", { width: 320, height: 640 });
  await coaches.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("No coach can read your training.")).toBeVisible();

  // The coach's very next read is refused; they stay logged in.
  const read = await coachPage.request.get(`/api/v1/sessions/${sessionId}`);
  expect(read.status()).toBe(404);
  await coachPage.reload();
  await expect(coachPage.getByText("You do not have proper permission to view this page.")).toBeVisible();
  await coachPage.goto("/dashboard/tools/others/access-codes");
  await expect(coachPage.getByText("Nobody has given you a code yet.")).toBeVisible();
  await coachContext.close();
});
