import { expect, login, shot, test } from "./fixtures";

test("an unknown public address shows the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status(), "the server hands deep links to the app").toBe(200);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! You weren't supposed to see this" })).toBeVisible();
  await shot(page, "not-found-dark");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown dashboard address and the unauthorized screen, for a member", async ({ page, member }) => {
  await login(page, member);
  await page.goto("/dashboard/no-such-page");
  await expect(page.getByRole("heading", { name: "Dashboard not found!" })).toBeVisible();

  await page.goto("/dashboard/unauthorized?back=/dashboard/tools");
  await expect(
    page.getByRole("heading", { name: "You do not have proper permission to view this page." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tools$/);
});
