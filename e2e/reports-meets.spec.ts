// Reports and meet prep on a phone: eight weeks of squat, bench and deadlift (imported as a Strong file
// through the API) show in the training report; a meet is recorded, its attempts planned from those
// singles, one changed by hand; on meet day a made opener updates the rest. Screenshots of each screen.
import { baseURL, expect, login, setDarkMode, shot, test, type Page } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");
/** "YYYY-MM-DD HH:MM:SS" n days ago at 18:00 UTC, as Strong writes a local time (read here in UTC). */
function strongDate(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * DAY);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} 18:00:00`;
}

/** Weekly heavy days for 8 weeks: a single at RPE 8–9 on each lift, climbing 2.5 kg a week. */
function history(): string {
  const lines = [
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
  ];
  for (let week = 7; week >= 0; week -= 1) {
    const date = strongDate(week * 7 + 2);
    const add = (7 - week) * 2.5;
    const rpe = week % 2 ? 8 : 9;
    lines.push(
      `${date},"Heavy day",1h 20m,"Squat (Barbell)",W,100,5,0,0,"","",`,
      `${date},"Heavy day",1h 20m,"Squat (Barbell)",1,${180 + add},1,0,0,"","",${rpe}`,
      `${date},"Heavy day",1h 20m,"Squat (Barbell)",2,${150 + add},4,0,0,"","",8`,
      `${date},"Heavy day",1h 20m,"Bench Press (Barbell)",1,${120 + add},1,0,0,"","",${rpe}`,
      `${date},"Heavy day",1h 20m,"Deadlift (Barbell)",1,${220 + add},1,0,0,"","",${rpe}`,
    );
  }
  return lines.join("\n");
}

async function importHistory(page: Page) {
  const headers = { Origin: baseURL };
  const res = await page.request.post("/api/v1/imports", {
    headers,
    multipart: {
      weight_unit: "kg",
      timezone: "UTC",
      file: { name: "strong.csv", mimeType: "text/csv", buffer: Buffer.from(history()) },
    },
  });
  expect(res.status(), await res.text()).toBe(202);
  const { id } = (await res.json()).data[0] as { id: number };
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/v1/imports/${id}`, { headers })).json()).data[0] as {
            status: string;
          }
        ).status,
      {
        timeout: 30_000,
      },
    )
    .toBe("done");
}

test("training report, record a meet, plan its attempts, meet day", async ({ page, member }) => {
  test.setTimeout(120_000);
  await login(page, member);
  await importHistory(page);

  await test.step("the training report shows the weeks", async () => {
    await page.goto("/dashboard/tools");
    await page.getByRole("link", { name: /Training report/ }).tap();
    await expect(page.getByRole("banner").getByRole("heading", { name: "Training report" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Weekly volume/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /Best e1RM a week per lift/ })).toBeVisible();
    const tiles = page.locator(".figure-tiles dd");
    await expect(tiles.first()).toHaveText("8");
    await shot(page, "report-training");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).tap();
    expect((await download).suggestedFilename()).toMatch(/^training-report-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  await test.step("record a meet three weeks ahead", async () => {
    await page.goto("/dashboard/tools");
    await page.getByRole("link", { name: /Meet report/ }).tap();
    await page.getByRole("link", { name: "Record a meet" }).tap();
    const date = new Date(Date.now() + 21 * DAY).toISOString().slice(0, 10);
    await page.getByLabel("Meet", { exact: true }).fill("Spring Open");
    await page.getByLabel("Date", { exact: true }).fill(date);
    await page.getByLabel("Federation").fill("IPF");
    await page.getByLabel("Weight class").fill("93");
    await page.getByLabel(/^Bodyweight/).fill("91.5");
    await page.getByRole("button", { name: "Record meet" }).tap();
    await expect(page.getByRole("heading", { name: "Spring Open" })).toBeVisible();
  });

  await test.step("the planner proposes attempts from the singles, with chances and reasons", async () => {
    const squat = page.getByRole("region", { name: "Squat" });
    await expect(squat.getByText(/^Your last \d singles at RPE 8–9/)).toBeVisible();
    const opener = squat.getByRole("spinbutton", { name: "Squat attempt 1" });
    await expect(opener).not.toHaveValue("");
    const openerKg = Number(await opener.inputValue());
    expect(openerKg % 2.5).toBe(0);
    await expect(page.getByRole("region", { name: "Projection" })).toContainText("DOTS");
    await shot(page, "meet-plan");
    // One changed by hand: the third two steps heavier is less likely.
    const third = squat.getByRole("spinbutton", { name: "Squat attempt 3" });
    const before = Number(await third.inputValue());
    await squat.getByRole("button", { name: "Squat attempt 3 plus 2.5", exact: true }).tap();
    await squat.getByRole("button", { name: "Squat attempt 3 plus 2.5", exact: true }).tap();
    await expect(third).toHaveValue(String(before + 5));
    await expect(squat.getByText(/^Your choice\./)).toBeVisible();
    await page.getByRole("button", { name: "Save my attempts" }).tap();
    await expect(page.getByText(/^Attempts saved/)).toBeVisible();
  });

  await test.step("meet day: a made opener, and the handler's card", async () => {
    await page.getByRole("link", { name: "Meet day" }).tap();
    const attempts = page.getByRole("list", { name: "Squat attempts" });
    await expect(attempts.getByRole("listitem")).toHaveCount(3);
    await shot(page, "meet-day", { screen: true });
    await attempts.getByRole("button", { name: "Made" }).first().tap();
    await expect(attempts.getByRole("listitem").first()).toContainText("Made");
    await expect(page.getByText(/^Total \d+(\.\d+)? kg$/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Squat warm-ups" })).toContainText("20 kg × 8");
    await page.getByRole("link", { name: "Handler’s card" }).tap();
    await expect(page.getByRole("region", { name: "Deadlift" })).toBeVisible();
    await shot(page, "meet-card");
  });

  await test.step("the same screens at 320×640 in the light theme", async () => {
    const meetUrl = page.url().replace(/\/card$/, "");
    await page.setViewportSize({ width: 320, height: 640 });
    await setDarkMode(page, false);
    for (const [name, url] of [
      ["report-training-320-light", "/dashboard/tools/reports/training"],
      ["meet-plan-320-light", meetUrl],
      ["meet-day-320-light", `${meetUrl}/day`],
      ["meet-form-320-light", "/dashboard/tools/reports/meets/new"],
      ["report-nutrition-320-light", "/dashboard/tools/reports/nutrition"],
    ] as const) {
      await page.goto(url);
      await expect(page.locator("main")).not.toContainText("Loading");
      await page.waitForLoadState("networkidle");
      await shot(page, name);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await setDarkMode(page, true);
  });

  await test.step("the nutrition report opens from the tools page", async () => {
    await page.goto("/dashboard/tools");
    await page.getByRole("link", { name: /Nutrition report/ }).tap();
    await expect(page.getByRole("banner").getByRole("heading", { name: "Nutrition report" })).toBeVisible();
    await shot(page, "report-nutrition");
  });
});

test("the tools page: every tile opens, nothing disabled or promised for later", async ({ page, member }) => {
  await login(page, member);
  await page.goto("/dashboard/tools");
  await expect(page.getByRole("heading", { name: "Tools" })).toBeVisible();
  await expect(page.locator("[aria-disabled='true'], .disabled, button:disabled")).toHaveCount(0);
  await expect(page.getByText(/coming soon|not available yet|later release/i)).toHaveCount(0);
  await expect(page.locator(".tool-tile")).toHaveCount(15);
  await shot(page, "tools");
});
