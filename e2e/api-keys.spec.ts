// API keys: a member creates two API keys, copies one and uses it from a plain HTTP
// client to list their own sessions; a deleted key answers 401 at once. The changelog subscription,
// help page, issues fallback and the settings maintenance rows work; admin-only rows only for admins.
import fs from "node:fs";
import { request as playwrightRequest } from "@playwright/test";
import type { Locator } from "@playwright/test";
import { baseURL, expect, login, nextClientIp, saveSettings, test, type Page } from "./fixtures";

const SHOTS = "/tmp/shots/settings";

type Ready = (page: Page) => Locator;

async function setSettings(page: Page, patch: Record<string, unknown>, ready: Ready) {
  await saveSettings(page, patch);
  await expect(ready(page)).toBeVisible();
}

/**
 * Dark (the default) and light on the desktop window, then dark on a 390×844 phone. `ready` is what
 * must be on screen after the reload that applies the theme.
 */
async function screenshots(page: Page, name: string, ready: Ready) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true });
  await setSettings(page, { darkMode: false }, ready);
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "light");
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, fullPage: true });
  await setSettings(page, { darkMode: true }, ready);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** A script's HTTP client: no cookie, no Origin, only the key. */
function keyClient(key: string, ip: string) {
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${key}`, "X-Forwarded-For": ip },
  });
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("two API keys: one copied and used by a plain HTTP client, then deleted and refused", async ({
  page,
  member,
}, testInfo) => {
  test.setTimeout(90_000);
  await login(page, member);
  await page.goto("/dashboard/settings");
  await page.getByRole("link", { name: "API keys" }).click();
  await expect(page.getByText("You currently do not have any api keys. Request for a key!")).toBeVisible();
  await expect(page.getByRole("link", { name: "API documentation" })).toHaveAttribute("href", "/docs/api/");

  const request = page.getByRole("button", { name: "Request a key" });
  const rows = page.getByRole("list", { name: "API keys" }).getByRole("listitem");
  await request.click();
  await expect(rows).toHaveCount(1);
  await expect(request).toBeEnabled();
  await request.click();
  await expect(rows).toHaveCount(2);

  // The newest key is on top, hidden until the eye is pressed; copy puts it on the clipboard.
  const newest = rows.first();
  await expect(newest.getByLabel("API key")).not.toContainText("tsk_");
  await newest.getByRole("button", { name: "Show key" }).click();
  const key = (await newest.getByLabel("API key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^tsk_[\w-]{40,}$/);
  await newest.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByText("Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // The fresh key lives only on this visit: no reload for these two.
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/api-keys-fresh-dark.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/api-keys-fresh-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);

  const script = await keyClient(key, nextClientIp(testInfo));
  const created = await script.post("/api/v1/sessions", { data: { name: "Logged by a script" } });
  expect(created.status(), await created.text()).toBe(201);
  const listed = await script.get("/api/v1/sessions");
  expect(listed.status()).toBe(200);
  const sessions = (await listed.json()).data as { name: string }[];
  expect(sessions.map((s) => s.name)).toContain("Logged by a script");

  // After a reload the keys are listed masked: nothing can reveal them again.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Show key" })).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  await screenshots(page, "api-keys-listed", (p) => p.getByRole("list", { name: "API keys" }));

  // Delete the key the script uses (its prefix is the first 12 characters).
  const used = rows.filter({ hasText: key.slice(0, 12) });
  await used.getByRole("button", { name: "Delete key" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "Delete API key" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(1);
  const refused = await script.get("/api/v1/sessions");
  expect(refused.status()).toBe(401);
  await script.dispose();
});

test("changelogs with the e-mail subscription, help and support, issues and clear cache", async ({
  page,
  member,
  outbox,
}) => {
  test.setTimeout(90_000);
  await login(page, member);
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("button", { name: "Refresh indexes" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Admin panel" })).toHaveCount(0);

  await page.getByRole("button", { name: "Clear cache" }).click();
  await expect(page.getByText("Cache has been cleared!")).toBeVisible();
  await screenshots(page, "settings", (p) => p.getByRole("button", { name: "Clear cache" }));

  // The footer version opens the changelogs; the newest version starts expanded.
  await page.getByRole("link", { name: /^Topset v\d/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/others\/changelogs$/);
  const latest = page.getByRole("button", { name: /^Version .*Latest/ });
  await expect(latest).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(".changelog-body li").first()).toBeVisible();
  await latest.click();
  await expect(latest).toHaveAttribute("aria-expanded", "false");
  await latest.click();

  await page.getByRole("button", { name: "Subscribe", exact: true }).click();
  const modal = page.getByRole("dialog").filter({ hasText: "Subscribe to the changelog" });
  await expect(modal).toContainText(member.email);
  await modal.getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText("You are now subscribed to the changelog!")).toBeVisible();
  const mail = await outbox.waitFor(member.email, (m) => m.subject.includes("changelog"));
  expect(mail.subject).toContain("subscribed");
  await page.reload();
  await expect(page.getByRole("button", { name: "Unsubscribe", exact: true })).toBeVisible();
  await screenshots(page, "changelogs", (p) => p.locator(".changelog-body li").first());
  await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(page.getByRole("button", { name: "Subscribe", exact: true })).toBeVisible();

  await page.goto("/dashboard/settings");
  await page.getByRole("link", { name: "Help and support" }).click();
  await expect(page.getByRole("button", { name: /^(How|Is|Can|What)/ })).toHaveCount(5);
  await expect(page.getByText(/Videos must be under 10 MB/)).toBeVisible();
  await page.getByRole("button", { name: "Is Topset free?" }).click();
  await expect(page.getByText(/Topset is free and open source/)).toBeVisible();
  await screenshots(page, "help", (p) => p.getByText(/Videos must be under 10 MB/));
  await expect(page.getByRole("link", { name: "Send feedback" })).toBeVisible();

  // No tracker is configured on the test server: a friendly message and a link, not an error.
  await page.getByRole("link", { name: "Issues and pull requests" }).click();
  await expect(page.getByText(/cannot be shown here right now/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the issue tracker" })).toBeVisible();
  await screenshots(page, "issues", (p) => p.getByRole("link", { name: "Open the issue tracker" }));
});

test("an admin sees and uses the admin-only settings", async ({ page, admin }) => {
  await login(page, admin);
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("link", { name: "Admin panel" })).toBeVisible();
  await page.getByRole("button", { name: "Refresh indexes" }).click();
  await expect(page.getByText("All indexes have been refreshed")).toBeVisible();
  await page.getByRole("button", { name: "Clear all cache" }).click();
  await expect(page.getByText("All cache in the systems has been cleared!")).toBeVisible();
});
