// The bodyweight, recovery and calories trackers from a lifter's point of view:
// add entries through the modals, see the chart and the rows (newest on top), download the CSV,
// delete two entries at once behind the confirmation. The lifter's account is set to pounds first (a new one
// is in kg), so the numbers are typed and read in lbs.
import fs from "node:fs";
import { expect, login, saveSettings, setAccountUnit, setDarkMode, test, type Page } from "./fixtures";

const SHOTS = "/tmp/shots/trackers";
const OTHERS = "/dashboard/tools/others";
const EMPTY = "No relevant data available yet!";

/** The open modal titled `title`. */
const dialog = (page: Page, title: string) =>
  page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: title }) });

/** Dark (the default) and light on the desktop window, then dark on a 390×844 phone. */
async function screenshots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await expect(page.locator(".tracker-chart canvas")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true });
  await setDarkMode(page, false);
  await expect(page.locator(".tracker-chart canvas")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, fullPage: true });
  await saveSettings(page, { darkMode: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator(".tracker-chart canvas")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Opens the add modal, types the values (by label), submits, and waits for the modal to close. */
async function addEntry(page: Page, title: string, values: Record<string, string>) {
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const modal = dialog(page, title);
  for (const [label, value] of Object.entries(values)) await modal.getByLabel(label).fill(value);
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(modal).toBeHidden();
}

/** The body rows' cells without the select column, top to bottom. */
async function tableCells(page: Page) {
  const rows = page.locator(".tracker-table tbody tr");
  return rows.evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll("td"))
        .slice(1)
        .map((td) => td.textContent?.trim() ?? ""),
    ),
  );
}

async function downloadCsv(page: Page, scope: "Current page" | "All pages") {
  await page.getByRole("button", { name: "CSV" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: scope }).click();
  const download = await downloading;
  const text = fs.readFileSync((await download.path())!, "utf8");
  return { name: download.suggestedFilename(), lines: text.split("\r\n") };
}

test("bodyweight, recovery and calories: add, chart and table, CSV, delete two at once", async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  await login(page, member);
  await setAccountUnit(page, "lbs");

  // ---- bodyweight ---------------------------------------------------------------------------
  await page.goto(`${OTHERS}/bodyweight`);
  await expect(page.getByRole("main").getByRole("heading", { name: "Bodyweight tracker" })).toBeVisible();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete selected" })).toBeDisabled();

  await addEntry(page, "Add a bodyweight", { Bodyweight: "180.5" });
  await addEntry(page, "Add a bodyweight", { Bodyweight: "182" });
  await addEntry(page, "Add a bodyweight", { Bodyweight: "181.25" });
  await expect(page.locator(".tracker-chart canvas")).toBeVisible();
  // Reads poll: the table refetches after each add, and a single read can catch the previous list.
  await expect
    .poll(async () => (await tableCells(page)).map(([, w, trend]) => [w, trend]))
    .toEqual([
      ["181.25", "-0.75"],
      ["182", "+1.5"],
      ["180.5", ""],
    ]);
  await expect(page.getByRole("columnheader", { name: "Weight (lbs)" })).toBeVisible();
  await expect(page.locator(".tracker-table tbody tr").first().locator("td").nth(3)).toHaveClass(
    /text-danger/,
  );
  await expect(page.locator(".tracker-table tbody tr").nth(1).locator("td").nth(3)).toHaveClass(
    /text-success/,
  );

  // The bounds (docs/product.md, "Validation and limits") are checked before anything is sent.
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const modal = dialog(page, "Add a bodyweight");
  await modal.getByLabel("Bodyweight").fill("1001");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(modal.getByText("Bodyweight must be at most 1000")).toBeVisible();
  await modal.getByRole("button", { name: "Cancel" }).click();

  const page1 = await downloadCsv(page, "Current page");
  expect(page1.name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{1,2}-\d{2}-(AM|PM)--page-1\.csv$/);
  expect(page1.lines[0]).toBe("ID,Weight (lbs),Trend,Date");
  expect(page1.lines.slice(1).map((line) => line.split(",").slice(1, 3))).toEqual([
    ["181.25", "-0.75"],
    ["182", "1.5"],
    ["180.5", ""],
  ]);
  await screenshots(page, "bodyweight");
  // The print stylesheet: table and chart only, no navigation or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".tracker-toolbar")).toBeHidden();
  await expect(page.locator(".dashboard-footer")).toBeHidden();
  await expect(page.locator(".tracker-table")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bodyweight-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // Delete two at once: the newest two.
  const cells = await tableCells(page);
  const [newest, second] = cells.map(([id]) => id!);
  await page.getByRole("checkbox", { name: `Select ID ${newest}` }).check();
  await page.getByRole("checkbox", { name: `Select ID ${second}` }).check();
  await page.getByRole("button", { name: "Delete 2 selected" }).click();
  const confirm = dialog(page, "Delete bodyweight");
  await expect(confirm.getByText("Are you sure you want to delete the following ID (s)?")).toBeVisible();
  await expect(confirm.locator(".badge")).toHaveText([newest!, second!]);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "were removed!" })).toHaveText(
    `Bodyweight ID (s) ${newest}, ${second} were removed!`,
  );
  await expect.poll(async () => (await tableCells(page)).map(([, weight]) => weight)).toEqual(["180.5"]);

  // ---- recovery -----------------------------------------------------------------------------
  await page.goto(`${OTHERS}/recovery`);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await addEntry(page, "Add a recovery", { "Stress level": "3", "Hours of sleep": "8" });
  await addEntry(page, "Add a recovery", { "Stress level": "6", "Hours of sleep": "5" });
  await expect(page.locator(".tracker-chart canvas")).toBeVisible();
  await expect
    .poll(async () => (await tableCells(page)).map(([, stress, sleep, rpe]) => [stress, sleep, rpe]))
    .toEqual([
      ["6", "5", ""],
      ["3", "8", ""],
    ]);
  await screenshots(page, "recovery");

  // ---- calories -----------------------------------------------------------------------------
  await page.goto(`${OTHERS}/calories`);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await addEntry(page, "Add calories", {
    "Calories prior to session": "600",
    "Total calories (optional)": "2800",
  });
  await addEntry(page, "Add calories", { "Calories prior to session": "450" });
  await expect(page.locator(".tracker-chart canvas")).toBeVisible();
  await expect
    .poll(async () => (await tableCells(page)).map(([, prior, total]) => [prior, total]))
    .toEqual([
      ["450", ""],
      ["600", "2800"],
    ]);
  const all = await downloadCsv(page, "All pages");
  expect(all.name).toMatch(/--all-pages\.csv$/);
  expect(all.lines[0]).toBe("ID,Calories prior to session,Total calories,Date");
  expect(all.lines.slice(1).map((line) => line.split(",").slice(1, 3))).toEqual([
    ["450", ""],
    ["600", "2800"],
  ]);
  await screenshots(page, "calories");
});
