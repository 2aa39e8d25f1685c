// Import on a phone: a Strong export is picked in Settings › Data, checked (a dry run that shows what
// it holds and what it leaves out), confirmed, watched to the end, and an imported session opened with
// its sets, warm-up included. Photographed in both themes at 390×844 and 320×640.
import AxeBuilder from "@axe-core/playwright";
import { expect, login, setDarkMode, shot, test, type Page } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Strong's common layout: local times, no unit, a warm-up, a rest-timer row, float noise and RPE.
const strongCsv = [
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
  '2025-03-03 18:05:10,"Heavy lower",1h 5m,"Squat (Barbell)",W,60.0,5,0,0,"belt from the 3rd","Felt strong",',
  '2025-03-03 18:05:10,"Heavy lower",1h 5m,"Squat (Barbell)",1,140.00000000000003,3,0,0,"","",8.5',
  '2025-03-03 18:05:10,"Heavy lower",1h 5m,"Squat (Barbell)",Rest Timer,0,0,0,180,"","",',
  '2025-03-03 18:05:10,"Heavy lower",1h 5m,"Squat (Barbell)",2,145,2,0,0,"","",9',
  '2025-03-05 07:30:00,"Bench day",48m,"Bench Press (Barbell)",1,100,5,0,0,"","",8',
  '2025-03-05 07:30:00,"Bench day",48m,"Pull Up",1,0,8,0,0,"","",',
].join("\n");

async function pickFile(page: Page) {
  await page.getByLabel("CSV export from Strong, Hevy or FitNotes").setInputFiles({
    name: "strong.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(strongCsv),
  });
}

test("import a Strong file on a phone, watch it, open an imported session", async ({ page, member }) => {
  test.setTimeout(90_000);
  await login(page, member);

  await test.step("Settings › Data › Import and export", async () => {
    await page.goto("/dashboard/settings");
    await page.getByRole("link", { name: "Import and export" }).tap();
    await expect(page.getByRole("button", { name: "Check the file" })).toBeVisible();
    await shot(page, "import-pick", { screen: true });
  });

  await test.step("check the file: what it holds, what it leaves out", async () => {
    await pickFile(page);
    await page.getByRole("button", { name: "Check the file" }).tap();
    const preview = page.getByRole("region", { name: "Import preview" });
    await expect(preview.getByText("Strong file", { exact: true })).toBeVisible();
    await expect(preview.getByRole("definition")).toHaveText(["2", "5", "0"]);
    await expect(preview.getByText(/^Rest timer/i)).toBeVisible();
    await shot(page, "import-preview", { screen: true });
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  await test.step("confirm and watch it to the end", async () => {
    await page.getByRole("button", { name: "Import 2 sessions" }).tap();
    const done = page.getByRole("region", { name: "Import done" });
    await expect(done.getByText("Imported 2 sessions and 5 sets.")).toBeVisible({ timeout: 30_000 });
    await shot(page, "import-done", { screen: true });
  });

  await test.step("open an imported session: its sets, warm-up and RPE kept", async () => {
    await page.getByRole("link", { name: /Heavy lower/ }).tap();
    await expect(page).toHaveURL(/\/dashboard\/sessions\/\d+$/);
    await expect(page.getByRole("heading", { name: "Heavy lower" })).toBeVisible();
    await expect(page.getByText("Felt strong")).toBeVisible();
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("140");
    await expect(rows.nth(1)).toContainText("8.5");
    await shot(page, "import-session", { screen: true });
  });

  await test.step("the same file again adds nothing", async () => {
    await page.goto("/dashboard/settings/data/import");
    await pickFile(page);
    await page.getByRole("button", { name: "Check the file" }).tap();
    const preview = page.getByRole("region", { name: "Import preview" });
    await expect(preview.getByText(/already in your log/)).toBeVisible();
    await expect(preview.getByRole("button", { name: "Import 0 sessions" })).toBeDisabled();
  });
});

test("the import screen at 320×640, light and dark", async ({ page, member }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await login(page, member);
  for (const dark of [false, true]) {
    await setDarkMode(page, dark);
    await page.goto("/dashboard/settings/data/import");
    await expect(page.getByRole("button", { name: "Check the file" })).toBeVisible();
    await shot(page, `import-pick-320-${dark ? "dark" : "light"}`, { screen: true });
  }
});
