// Issue 5 "Must show": the OpenPowerlifting search finds a lifter of the bundled sample (loaded at
// server start because the table is empty) and shows the spec's empty state for a name nobody has.
import fs from "node:fs";
import { expect, login, setDarkMode, test, type Page } from "./fixtures";

const SHOTS = "/tmp/shots/opl";
const SCREEN = "/dashboard/tools/reports/open-powerlifting";

async function search(page: Page, q: string) {
  await page.getByRole("searchbox", { name: "Lifter name" }).fill(q);
  await page.getByRole("button", { name: "Search" }).click();
}

test("finds a lifter of the sample by part of the name; nonsense finds nothing", async ({ page, member }) => {
  await login(page, member);
  await page.goto("/dashboard/tools");
  await page.getByRole("link", { name: /Open Powerlifting/ }).click();
  await expect(page).toHaveURL(SCREEN);
  await expect(page.getByText("This page uses data from the OpenPowerlifting project")).toBeVisible();

  // Too short: the field says why, nothing is sent.
  await search(page, " n ");
  await expect(page.getByText("Search must be at least 2 characters")).toBeVisible();

  await search(page, "noah INK");
  await expect(page).toHaveURL(/\?q=noah\+INK$/);
  const table = page.locator(".opl-table");
  await expect(table.getByRole("rowheader").first()).toContainText("Noah Inkov");
  await expect(page.getByText(/\d+ results for “noah INK”/)).toBeVisible();
  // Best first: the first row's Dots is the highest.
  const dots = (await table.locator("td.opl-dots").allInnerTexts())
    .map(Number)
    .filter((n) => !Number.isNaN(n));
  expect(dots.length).toBeGreaterThan(3);
  expect(dots[0]).toBe(Math.max(...dots));

  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/results-dark.png`, fullPage: true });
  await setDarkMode(page, false);
  await expect(table.getByRole("rowheader").first()).toContainText("Noah Inkov");
  await page.screenshot({ path: `${SHOTS}/results-light.png`, fullPage: true });
  await setDarkMode(page, true);
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the results are cards, not a table.
  await expect(page.locator(".opl-cards li").first()).toContainText("Noah Inkov");
  await expect(table).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/results-phone.png`, fullPage: true });

  await search(page, "zzxq-nobody");
  await expect(page.getByText("No relevant data found!")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/empty-phone.png`, fullPage: true });

  // Quotes and SQL are just text.
  await search(page, "' or 1=1 --");
  await expect(page.getByText("No relevant data found!")).toBeVisible();
});
