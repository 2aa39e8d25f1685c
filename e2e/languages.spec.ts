// Languages (decision 052): a German browser gets German without asking, on the prerendered home page and
// in the app; a member switches the language in Settings, the choice survives a reload, dates and numbers
// follow it, and English comes back the same way. Expected texts are read from the catalogs themselves.
import fs from "node:fs";
import { baseURL, expect, login, shot, test } from "./fixtures";

const catalog = (path: string) =>
  JSON.parse(fs.readFileSync(new URL(`../apps/web/src/${path}`, import.meta.url), "utf8")) as Record<
    string,
    Record<string, string>
  >;
const contactDe = catalog("features/contact/locales/de.json");
const settingsDe = catalog("features/settings/locales/de.json");
const settingsEn = catalog("features/settings/locales/en.json");
const sessionsDe = catalog("features/training/sessions/locales/de.json");

test.describe("a browser set to German", () => {
  test.use({ locale: "de-DE" });

  test("shows the public site in German from the first visit", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: contactDe.contactPage!.title })).toBeVisible();
    await expect(page.getByText(contactDe.contactPage!.intro!)).toBeVisible();
    await expect(page.getByRole("button", { name: contactDe.form!.send })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 640 });
    await shot(page, "languages-contact-de-320");
  });
});

test.describe("a member choosing the language", () => {
  test.use({ locale: "en-US", timezoneId: "UTC" });

  test("switches to Deutsch in Settings and back, dates and numbers included", async ({ page, member }) => {
    await login(page, member);
    const created = await page.request.post("/api/v1/sessions", {
      data: { name: "Heavy singles", start_date: "2026-11-22T19:05:00.000Z" },
      headers: { Origin: baseURL },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto("/dashboard/sessions");
    const card = page.getByText("Heavy singles").locator("xpath=ancestor::*[contains(@class,'card')][1]");
    await expect(card).toContainText("11/22");
    await expect(card).toContainText("7:05 PM");

    await page.goto("/dashboard/settings");
    await page.getByLabel(settingsEn.appPreferences!.language!).selectOption("de");
    await expect(page.getByRole("heading", { name: settingsDe.settingsPage!.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByLabel(settingsDe.appPreferences!.language!)).toHaveValue("de");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "languages-settings-de-390");
    await page.setViewportSize({ width: 320, height: 640 });
    await shot(page, "languages-settings-de-320");

    // Kept on this device: a reload opens in German, and the session's date and time are German.
    await page.goto("/dashboard/sessions");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(card).toContainText("22.11.");
    await expect(card).toContainText("19:05");
    await shot(page, "languages-sessions-de-320");
    // The library menu opens under its button and leads to the lists.
    await page.getByRole("button", { name: sessionsDe.toolbar!.library }).click();
    await shot(page, "languages-sessions-menu-de-320", { screen: true });
    await page.getByRole("link", { name: sessionsDe.toolbar!.exercises, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/sessions\/exercises$/);

    await page.goto("/dashboard/settings");
    await page.getByLabel(settingsDe.appPreferences!.language!).selectOption("en");
    await expect(page.getByRole("heading", { name: settingsEn.settingsPage!.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
