import { expect, outbox, shot, test, type Page } from "./fixtures";

/**
 * Opens the home page as a fresh visitor does (typing the address). If the server refuses that, the
 * test is marked failed but goes on through the brand link, so the page itself is still checked.
 */
async function openHome(page: Page) {
  const response = await page.goto("/");
  expect.soft(response?.status(), "GET / serves the app to a fresh visitor").toBe(200);
  if (response?.status() !== 200) {
    await page.goto("/features");
    await page.getByRole("link", { name: "Topset", exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
  }
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the home page fits the screen and offers sign-up and learn-more", async ({ page }) => {
    await openHome(page);
    const main = page.getByRole("main");
    for (const link of [
      main.getByRole("link", { name: /^Sign up/ }).first(),
      main.getByRole("link", { name: "Learn more" }).first(),
    ]) {
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box!.x + box!.width, "the button fits the screen").toBeLessThanOrEqual(390);
    }
    await shot(page, "home-phone-dark");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, "no horizontal scrolling").toBeLessThanOrEqual(390);
  });
});

test("the home page on a desktop", async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole("heading", { name: /Log every set/ })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /^Sign up/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText("8:00 PM EDT")).toBeVisible();
  await shot(page, "home-desktop-dark");
});

test("the features page plays a preview video", async ({ page }) => {
  await page.goto("/features");
  await expect(page.getByRole("heading", { name: "Features", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: /video/i }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const video = dialog.locator("video");
  await expect(video).toHaveAttribute("src", /\/media\/.+/);
  const src = await video.getAttribute("src");
  const file = await page.request.get(src!);
  expect(file.status(), `${src} is served`).toBe(200);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState > 0 || v.duration > 0), {
      message: "the clip loads in the browser",
    })
    .toBe(true);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("the contact form sends a message to the operator", async ({ page, admin }) => {
  const message = `Please add a plate calculator for 1.25 kg plates (${Date.now()})`;
  await page.goto("/contact");
  await page.getByLabel("Subject").selectOption({ label: "Feature Request" });
  await page.getByLabel("Email").fill("lifter@e2e.test");
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert")).toHaveText("We'll get in touch with you soon!");
  const mail = await outbox.waitFor(admin.email, (m) => m.text.includes(message));
  expect(mail.text).toContain("lifter@e2e.test");
});

test("a deep link from a fresh browser gets the app, not a server 404", async ({ page }) => {
  const response = await page.goto("/dashboard/sessions/blocks");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("text/html");
  // A logged-out visitor is then asked to log in, by the app.
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test("the API docs show Swagger UI", async ({ page }) => {
  await page.goto("/docs/api/");
  // Swagger UI renders the whole document (about 170 operations) before its heading: give it time.
  await expect(page.getByRole("heading", { name: /Topset API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("/api/auth/login", { exact: true }).first()).toBeVisible();
});

test("the health check answers 200", async ({ request }) => {
  const response = await request.get("/health");
  expect(response.status()).toBe(200);
  expect((await response.json()).status).toBe("success");
});
