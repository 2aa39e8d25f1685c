// Passkeys (decision 048), with Chromium's virtual authenticator standing in for the phone's screen
// lock: a member adds a passkey in Settings, logs out, signs in with the passkey alone, then logs in
// with the password and the passkey as the second step. A prompt the device refuses reads as such.
import fs from "node:fs";
import type { CDPSession } from "@playwright/test";
import { expect, login, profilePath, test, type Page } from "./fixtures";

const SHOTS = "/tmp/shots-passkeys";

/** The two phone sizes, dark (the default) then light, of what is on screen now. */
async function photograph(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const desktop = page.viewportSize();
  const setTheme = (dark: boolean) =>
    page.evaluate((value) => {
      const key = "topset.settings";
      const settings = JSON.parse(localStorage.getItem(key) ?? "{}");
      localStorage.setItem(key, JSON.stringify({ ...settings, darkMode: value }));
      document.documentElement.setAttribute("data-bs-theme", value ? "dark" : "light");
    }, dark);
  for (const theme of ["dark", "light"] as const) {
    await setTheme(theme === "dark");
    for (const [width, height] of [
      [390, 844],
      [320, 640],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-${theme}.png`,
        fullPage: true,
        animations: "disabled",
      });
    }
  }
  await setTheme(true);
  if (desktop) await page.setViewportSize(desktop);
}

/** A platform authenticator that keeps discoverable credentials and verifies the user (a fingerprint). */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function logOut(page: Page) {
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("a passkey signs in alone, and as the step after the password", async ({ page, member, outbox }) => {
  test.setTimeout(120_000);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await login(page, member);
  await page.goto("/dashboard/settings/account/security");
  const panel = page.locator(".passkeys-panel");
  await expect(panel.getByText("No passkeys yet.")).toBeVisible();

  // Add: the password, the device's prompt (answered by the virtual authenticator), a name.
  await panel.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Password", { exact: true }).fill("not my password");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("The password is wrong!").first()).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Name your passkey")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue(/\S/);
  await photograph(page, "name");
  await dialog.getByLabel("Name").fill("Work laptop");
  await dialog.getByRole("button", { name: "Save passkey" }).click();
  await expect(dialog).toBeHidden();
  const rows = page.getByRole("list", { name: "Passkeys" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Work laptop");
  await expect(rows.first()).toContainText("not used yet");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  const mail = await outbox.waitFor(member.email, (m) => /passkey was added/.test(m.subject));
  expect(mail.text).toContain("Work laptop");
  await photograph(page, "security");

  // The passkey alone: no e-mail, no password.
  await logOut(page);
  await photograph(page, "login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath(member)}$`));

  // A prompt the device refuses (no fingerprint match) says so; nothing else changes.
  await logOut(page);
  await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText(/No passkey was used|not accepted/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: true });

  // Password first: the account now has a second factor, and the passkey is it.
  await login(page, member, { from: null, expectLoggedIn: false });
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await photograph(page, "second-step");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath(member)}$`));

  await page.goto("/dashboard/settings/account/security");
  await expect(rows.first()).toContainText("last used");
});
