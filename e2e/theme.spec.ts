import { expect, shot, test, type Page } from "./fixtures";

async function expectTheme(page: Page, mode: "dark" | "light") {
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", mode);
  // index.html has one theme-color per system scheme; the app's setting wins over both.
  const metas = page.locator('meta[name="theme-color"]');
  await expect(metas).toHaveCount(2);
  for (const meta of await metas.all()) {
    await expect(meta).toHaveAttribute("content", mode === "dark" ? "#1B1C1B" : "#FFFFFF");
  }
}

test("dark by default; light is kept across a reload; and back to dark", async ({ page }) => {
  await page.goto("/features");
  await expectTheme(page, "dark");

  await page.getByRole("button", { name: "Switch to light mode" }).click();
  await expectTheme(page, "light");
  await page.reload();
  await expectTheme(page, "light");
  await expect(page.getByRole("button", { name: "Switch to dark mode" })).toBeVisible();
  await shot(page, "features-light");
  await page.goto("/login");
  await expectTheme(page, "light");
  await shot(page, "login-light");

  await page.getByRole("button", { name: "Switch to dark mode" }).click();
  await expectTheme(page, "dark");
  await page.reload();
  await expectTheme(page, "dark");
  await shot(page, "login-dark");
});
