// Training intelligence on a phone: two years of a lifter who calls RPE one rep hot come in from a
// Strong export; Tools › Insights says which e1RM method has been most accurate on their squat, shows
// their RPE chart against the standard one, today's readiness (or says plainly there is none), and the
// chance of a weight today; the lifter then picks their own chart. Photographed at 390×844 and
// 320×640 in both themes, and on a desktop.
import { syntheticLifter } from "../packages/shared/src/domain/insights/synthetic-lifters.js";
import { strongCsv } from "../apps/server/src/test/fixtures/strong-csv.js";
import { expect, login, setDarkMode, shot, test, type Page } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DAY = 86_400_000;

/** Two years of squats ending yesterday, RPE called one rep hot, as Strong exports them. */
function twoYearsOfSquats(): Buffer {
  const { sets } = syntheticLifter({ seed: 3, days: 730, rpeBias: 1 });
  const shift = Math.floor(Date.now() / DAY) - 1 - Math.max(...sets.map((s) => s.day));
  return strongCsv(
    sets.map((s) => ({ ...s, day: s.day + shift })),
    "Squat (Barbell)",
  );
}

async function importHistory(page: Page) {
  const headers = { Origin: new URL(page.url()).origin };
  const res = await page.request.post("/api/v1/imports", {
    headers,
    multipart: {
      timezone: "UTC",
      file: { name: "strong.csv", mimeType: "text/csv", buffer: twoYearsOfSquats() },
    },
  });
  expect(res.status(), await res.text()).toBe(202);
  const { id } = (await res.json()).data[0] as { id: number };
  await expect
    .poll(
      async () => {
        const job = await page.request.get(`/api/v1/imports/${id}`, { headers });
        return ((await job.json()).data[0] as { status: string }).status;
      },
      { timeout: 60_000 },
    )
    .toBe("done");
}

/** No card may push the page sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("insights on two imported years: the most accurate method, the lifter's RPE chart, readiness, a chance", async ({
  page,
  member,
}) => {
  test.setTimeout(180_000);
  await login(page, member);
  await importHistory(page);

  let taps = 0;
  await test.step("Tools › Insights: two taps from anywhere", async () => {
    await page.getByRole("link", { name: "Tools" }).first().tap();
    taps += 1;
    await page.getByRole("link", { name: /Insights/ }).tap();
    taps += 1;
    await expect(page.getByRole("heading", { name: "Insights" })).toBeVisible();
    expect(taps).toBe(2);
  });

  const accuracy = page.getByRole("region", { name: "Which e1RM fits you" });
  await test.step("the method that fits this lifter, in one sentence, from their own heavy sets", async () => {
    await expect(accuracy.getByText(/your personal chart has been the most accurate/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(accuracy.getByText(/closer than/)).toBeVisible();
  });

  await test.step("their RPE chart beside the standard one", async () => {
    const chart = page.getByRole("region", { name: "Your RPE chart" });
    await expect(chart.getByText(/You call RPE about .* hot/)).toBeVisible();
    await expect(chart.getByText(/Learnt from [\d,]+ sets/)).toBeVisible();
  });

  await test.step("readiness: a band, or plainly none", async () => {
    const readiness = page.getByRole("region", { name: "Readiness today" });
    await expect(
      readiness.getByText(/expected today|does not predict day-to-day form better/i).first(),
    ).toBeVisible();
  });

  await test.step("the chance of a weight today", async () => {
    const chance = page.getByRole("region", { name: "PR chance" });
    await chance.getByLabel(/Weight/).fill("150");
    await expect(chance.getByText(/% chance/)).toBeVisible({ timeout: 15_000 });
  });

  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const dark of [true, false]) {
      await setDarkMode(page, dark);
      await expect(accuracy.getByText(/most accurate/)).toBeVisible({ timeout: 30_000 });
      await expectNoSidewaysScroll(page);
      await shot(page, `insights-${width}-${dark ? "dark" : "light"}`);
    }
  }
  // The cards themselves, as the eye reads them (the full page is cut by the fixed tab bar).
  await page.setViewportSize({ width: 390, height: 844 });
  await accuracy.screenshot({
    path: "test-results/shots/insights-accuracy-card.png",
    animations: "disabled",
  });

  await test.step("pick their own chart as the e1RM method, from the sentence that named it", async () => {
    await setDarkMode(page, true);
    await page.getByRole("link", { name: /Pick your personal chart/ }).tap();
    await expect(page).toHaveURL(/\/settings/);
    const method = page.getByLabel("e1RM method", { exact: true });
    await method.selectOption("personal");
    await expect(method).toHaveValue("personal");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test("the insights page reads at a glance on a wide screen", async ({ page, member }) => {
    test.setTimeout(120_000);
    await login(page, member);
    await importHistory(page);
    await page.goto("/dashboard/tools/reports/insights");
    await expect(page.getByText(/most accurate/)).toBeVisible({ timeout: 30_000 });
    await shot(page, "insights-desktop-dark");
  });
});
