// Two-factor sign-in (decision 047): a member sets up an authenticator app from Settings (the code is
// computed from the key shown on screen, as the phone would), saves the recovery codes, logs out, logs
// in with password + code, then with password + a recovery code. Screens are photographed on phones.
import fs from "node:fs";
import { Secret, TOTP } from "otpauth";
import { expect, login, profilePath, saveSettings, test, type Page } from "./fixtures";

const SHOTS = "/tmp/shots-two-factor";
const STEP_MS = 30_000;

/** The phone sizes (dark, then light) and the desktop window, of what is on screen now. */
async function photograph(page: Page, name: string, ready: () => Promise<void>) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const desktop = page.viewportSize();
  for (const [w, h] of [
    [390, 844],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}-dark.png`, fullPage: true });
  }
  await page.evaluate(() => {
    const key = "topset.settings";
    const settings = JSON.parse(localStorage.getItem(key) ?? "{}");
    localStorage.setItem(key, JSON.stringify({ ...settings, darkMode: false }));
    document.documentElement.setAttribute("data-bs-theme", "light");
  });
  await page.screenshot({ path: `${SHOTS}/${name}-320-light.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390-light.png`, fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop-light.png`, fullPage: true });
  await page.evaluate(() => {
    const key = "topset.settings";
    const settings = JSON.parse(localStorage.getItem(key) ?? "{}");
    localStorage.setItem(key, JSON.stringify({ ...settings, darkMode: true }));
    document.documentElement.setAttribute("data-bs-theme", "dark");
  });
  await ready();
}

/** A code the server has not seen yet: the step after the one the set-up took, when still in it. */
function nextCode(seed: string, usedStep: number) {
  const timestamp = Math.max(Date.now(), (usedStep + 1) * STEP_MS);
  return TOTP.generate({ secret: Secret.fromBase32(seed), timestamp });
}

async function logOut(page: Page) {
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The password half of a login, up to the second-factor step. */
async function passwordStep(page: Page, user: { email: string; password: string }) {
  await login(page, user, { from: "/login", expectLoggedIn: false });
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
}

test("an authenticator app and recovery codes guard the login", async ({ page, member }) => {
  test.setTimeout(120_000);
  await login(page, member);
  await saveSettings(page, { darkMode: true });
  await page.goto("/dashboard/settings");
  await page.getByRole("link", { name: "Sign-in and security" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/account\/security$/);
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Password", { exact: true }).fill("not my password");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("The password is wrong!").first()).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const seed = (await page.getByTestId("totp-seed").innerText()).replace(/\s+/g, "");
  expect(seed).toMatch(/^[A-Z2-7]{32}$/);
  await photograph(page, "setup", () => expect(page.getByTestId("totp-seed")).toBeVisible());
  const codeField = page.getByLabel("Code from the app");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await codeField.fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await codeField.fill(TOTP.generate({ secret: Secret.fromBase32(seed) }));
  await page.getByRole("button", { name: "Turn on" }).click();

  const list = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(list).toHaveCount(10);
  // The step the set-up's code took is at most this one: the login needs a later code.
  const setupStep = Math.floor(Date.now() / STEP_MS);
  const codes = await list.allInnerTexts();
  await expect(page.getByRole("button", { name: "Download .txt" })).toBeVisible();
  await photograph(page, "recovery-codes", () => expect(list.first()).toBeVisible());
  await page.getByRole("button", { name: "I saved them" }).click();
  await expect(page.getByText(/since/)).toBeVisible();
  await expect(page.getByTestId("recovery-left")).toHaveText("10 of 10 recovery codes left.");
  await photograph(page, "security-on", () => expect(page.getByTestId("recovery-left")).toBeVisible());

  // Password, then the authenticator's code.
  await logOut(page);
  await passwordStep(page, member);
  const stepField = page.getByLabel("Code from your authenticator app");
  await expect(stepField).toBeFocused();
  await expect(stepField).toHaveAttribute("inputmode", "numeric");
  await photograph(page, "login-step", () => expect(stepField).toBeVisible());
  await stepField.fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await stepField.fill(nextCode(seed, setupStep));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath(member)}$`));

  // Password, then a recovery code (typed in capitals: case does not matter).
  await logOut(page);
  await passwordStep(page, member);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  const recoveryField = page.getByLabel("Recovery code");
  await expect(recoveryField).toBeFocused();
  await photograph(page, "login-recovery", () => expect(recoveryField).toBeVisible());
  await recoveryField.fill(codes[0]!.toUpperCase());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath(member)}$`));
  await page.goto("/dashboard/settings/account/security");
  await expect(page.getByTestId("recovery-left")).toHaveText("9 of 10 recovery codes left.");
});

test("the admin home shows the admins' two-factor switch", async ({ page, admin }) => {
  await login(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  const toggle = page.getByLabel("Require two-factor for admins");
  await expect(toggle).toBeVisible();
  // The start-up admin has no second factor: the switch waits for one (no lock-out).
  await expect(toggle).toBeDisabled();
  await photograph(page, "admin-home", () => expect(toggle).toBeVisible());
});
