// The account: a member changes the picture and sees it in the header, edits personal
// information, changes the password (another browser's session ends), asks for a copy of their data
// and downloads it from the mailed link, then deletes the account and can no longer log in.
import fs from "node:fs";
import sharp from "sharp";
import type { Locator } from "@playwright/test";
import { expect, login, saveSettings, test, type Page } from "./fixtures";

const SHOTS = "/tmp/shots/account";
const USER_DETAILS = "/dashboard/settings/account/user-details";

type Ready = (page: Page) => Locator;

async function setTheme(page: Page, darkMode: boolean, ready: Ready) {
  await saveSettings(page, { darkMode });
  await expect(ready(page)).toBeVisible();
}

/** Dark (the default) and light on the desktop window, then dark on a 390×844 phone. */
async function screenshots(page: Page, name: string, ready: Ready) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true });
  await setTheme(page, false, ready);
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, fullPage: true });
  await setTheme(page, true, ready);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

const picture = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 230, g: 120, b: 30 } } })
    .jpeg()
    .toBuffer();

test("new picture shows in the header; personal information is edited and kept", async ({ page, member }) => {
  test.setTimeout(60_000);
  await login(page, member);
  await page.goto(USER_DETAILS);
  await page.locator("#profile-picture-input").setInputFiles({
    name: "me.jpg",
    mimeType: "image/jpeg",
    buffer: await picture(),
  });
  await expect(page.getByAltText("Preview of your new profile picture")).toBeVisible();
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Your profile picture has been updated!")).toBeVisible();

  await page.goto("/dashboard/settings");
  const headerPicture = page.locator(".dashboard-header img.avatar");
  await expect(headerPicture).toHaveAttribute("src", /\/api\/v1\/users\/\d+\/picture\?v=\d+/);
  await expect.poll(() => headerPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

  await page.goto(`${USER_DETAILS}?edit_personal_info=true`);
  const personal = page.getByRole("form", { name: "Personal information" });
  await expect(personal.getByLabel("First name")).toBeFocused();
  await personal.getByLabel("First name").fill("Ada");
  await personal.getByLabel("Last name").fill("Lovelace");
  await personal.getByLabel("Bio").fill("Squats twice a week.");
  await personal.getByLabel("Birth date").fill("1990-05-17");
  await personal.getByLabel("Weight", { exact: true }).fill("82.35");
  await personal.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Updated personal information!")).toBeVisible();
  await expect(personal.getByLabel("First name")).toBeDisabled();

  await page.reload();
  await expect(personal.getByLabel("First name")).toHaveValue("Ada");
  await expect(personal.getByLabel("Weight", { exact: true })).toHaveValue("82.35");
  await screenshots(page, "user-details", (p) => p.getByRole("form", { name: "Account information" }));
});

test("a new password ends the session of another browser", async ({ page, member, browser }) => {
  test.setTimeout(60_000);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, member);
  await login(page, member);

  await page.goto(USER_DETAILS);
  const account = page.getByRole("form", { name: "Account information" });
  await account.getByRole("button", { name: "Edit" }).click();
  await account.getByLabel("New password").fill("a-brand-new-password-7");
  await account.getByLabel("Current password").fill(member.password);
  await account.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Updated account information!")).toBeVisible();

  // This browser stays logged in; the other one is sent to login on its next navigation.
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await otherPage.goto("/dashboard/settings");
  await expect(otherPage).toHaveURL(/\/login/);
  await login(otherPage, { email: member.email, password: "a-brand-new-password-7" }, { from: null });
  await other.close();
});

test("a data export is mailed and its link downloads the ZIP", async ({ page, member, outbox }) => {
  test.setTimeout(60_000);
  await login(page, member);
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Download data" }).click();
  await expect(
    page.getByText("Request has been sent successfully. We will email you after processing the data!"),
  ).toBeVisible();
  await screenshots(page, "settings-data", (p) => p.getByRole("button", { name: "Delete all data" }));

  const mail = await outbox.waitFor(
    member.email,
    (m) => m.links.some((l) => l.includes("/exports/")),
    30_000,
  );
  const link = mail.links.find((l) => l.includes("/exports/"))!;
  const download = await page.request.get(link);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/zip");
  const body = await download.body();
  expect(body.subarray(0, 2).toString()).toBe("PK");
  expect(body.includes("topset-data.json")).toBe(true);

  await page.getByRole("button", { name: "Download data" }).click();
  await expect(page.getByText(/once a day/)).toBeVisible();
});

test("deleting the account logs out and the login then fails", async ({ page, member }) => {
  test.setTimeout(60_000);
  await login(page, member);
  await page.goto("/dashboard/settings");
  await page.getByRole("link", { name: "Delete account" }).click();
  const remove = page.getByRole("button", { name: "Delete my account" });
  await expect(remove).toBeDisabled();
  await page.getByLabel(/I understand/).check();
  await screenshots(page, "delete-account", (p) => p.getByRole("button", { name: "Delete my account" }));
  await page.getByLabel(/I understand/).check();
  await remove.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure?");
  // The password is asked again: a wrong one keeps the account and says so in the modal.
  await dialog.getByLabel("Your password").fill("not-my-password-1");
  await page.getByRole("button", { name: "Delete forever" }).click();
  await expect(dialog.getByText("The password is wrong!")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/delete-account-wrong-password-phone.png` });
  await dialog.getByLabel("Your password").fill(member.password);
  await page.getByRole("button", { name: "Delete forever" }).click();
  await expect(page).toHaveURL(/\/login/);

  await login(page, member, { from: null, expectLoggedIn: false });
  await expect(page.getByText("The email or password is wrong!")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
