// The OpenPowerlifting screen ships no invented lifters: on a server where nobody has imported the
// official data set (the e2e server starts with an empty database), it says so and shows the command
// that imports it, instead of a search over made-up people.
import { expect, login, setDarkMode, shot, test } from "./fixtures";

const SCREEN = "/dashboard/tools/reports/open-powerlifting";

test("explains how to import the official data while none is imported", async ({ page, member }) => {
  await login(page, member);
  await page.goto("/dashboard/tools");
  await page.getByRole("link", { name: /Open Powerlifting/ }).click();
  await expect(page).toHaveURL(SCREEN);
  await expect(page.getByText("This page uses data from the OpenPowerlifting project")).toBeVisible();

  await expect(
    page.getByRole("heading", { name: "No OpenPowerlifting data on this server yet" }),
  ).toBeVisible();
  await expect(page.getByText("npm run cli -- import-openpowerlifting FILE.csv")).toBeVisible();
  await expect(page.getByRole("link", { name: /openpowerlifting\.gitlab\.io/ })).toHaveAttribute(
    "href",
    "https://openpowerlifting.gitlab.io/opl-csv/bulk-csv.html",
  );
  // No search over nothing, and no lifter on screen.
  await expect(page.getByRole("searchbox", { name: "Lifter name" })).toBeHidden();
  await expect(page.locator(".opl-table")).toHaveCount(0);

  // A search in the address does not pretend either.
  await page.goto(`${SCREEN}?q=noah`);
  await expect(
    page.getByRole("heading", { name: "No OpenPowerlifting data on this server yet" }),
  ).toBeVisible();
  await expect(page.locator(".opl-table")).toHaveCount(0);

  await shot(page, "opl-not-imported-dark");
  await setDarkMode(page, false);
  await shot(page, "opl-not-imported-light");
  await setDarkMode(page, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText("npm run cli -- import-openpowerlifting FILE.csv")).toBeVisible();
  await shot(page, "opl-not-imported-phone");
});
