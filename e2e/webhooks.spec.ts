// Webhooks: a member is refused a URL on the loopback address (the e2e server does not allow private
// addresses), adds one for a public-looking URL, copies its signing secret shown once, sends a test,
// opens the deliveries, renames, pauses and deletes it. Deliveries to that URL fail: not waited for.
import fs from "node:fs";
import { expect, login, setDarkMode, test, type Page } from "./fixtures";

const SHOTS = "/tmp/shots-webhooks";

/** 390×844 and 320×640 phones in dark and light, and the desktop window in dark. */
async function screenshots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const dark of [true, false]) {
    await setDarkMode(page, dark);
    await expect(page.getByRole("list", { name: "Webhooks" })).toBeVisible();
    const theme = dark ? "dark" : "light";
    for (const [width, height] of [
      [390, 844],
      [320, 640],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
    }
    if (size) await page.setViewportSize(size);
    if (dark) await page.screenshot({ path: `${SHOTS}/${name}-desktop-dark.png`, fullPage: true });
  }
  await setDarkMode(page, true);
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a webhook: a private URL refused, a public one added with its secret, tested, paused and deleted", async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  await login(page, member);
  await page.goto("/dashboard/settings");
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/data\/webhooks$/);
  await expect(page.getByText("No webhooks yet. Add one to receive your events.")).toBeVisible();

  await page.getByRole("button", { name: "Add a webhook" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a webhook" });
  await dialog.getByLabel("URL").fill("http://127.0.0.1:8080/hook");
  await dialog.getByRole("checkbox", { name: /Set logged/ }).check();
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog.getByRole("alert")).toContainText("private or local network");
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `${SHOTS}/refused-320-dark.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByLabel("URL").fill("https://example.com/hook");
  await dialog.getByLabel("Description (optional)").fill("Training dashboard");
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog).toBeHidden();

  const secret = page.getByLabel("Signing secret");
  await expect(secret).toContainText("whsec_");
  const value = (await secret.textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "Copy secret" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  const card = page.getByRole("list", { name: "Webhooks" }).getByRole("listitem").first();
  await expect(card).toContainText("https://example.com/hook");
  await expect(card).toContainText("Session completed");
  await expect(card).toContainText("Set logged");
  await expect(card).toContainText("No deliveries yet");
  await card.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Test queued: it shows under Deliveries in a moment.")).toBeVisible();
  await expect(card.getByRole("list", { name: "Deliveries" })).toContainText("Test");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/secret-and-deliveries-390-dark.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The secret is never shown again: a reload lists the webhook without it.
  await page.reload();
  await expect(page.getByLabel("Signing secret")).toHaveCount(0);
  await expect(page.getByText(value)).toHaveCount(0);

  await card.getByRole("button", { name: "Edit webhook" }).click();
  const edit = page.getByRole("dialog", { name: "Edit webhook" });
  await edit.getByLabel("Description (optional)").fill("Dashboard");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText("Dashboard");
  await card.getByRole("button", { name: "Deliveries" }).click();
  await expect(card.getByRole("list", { name: "Deliveries" })).toContainText("Test");
  await screenshots(page, "listed");

  // The receiver's instructions, open, on the narrowest phone.
  await page.getByText("How your receiver checks a delivery").click();
  await expect(page.getByText(/Refuse it when t is more than 5 minutes away/)).toBeVisible();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `${SHOTS}/help-320-dark.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByLabel("Pause webhook").click();
  await expect(card).toContainText("Paused");
  await card.getByRole("button", { name: "Delete webhook" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "Delete webhook" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("No webhooks yet. Add one to receive your events.")).toBeVisible();
});
