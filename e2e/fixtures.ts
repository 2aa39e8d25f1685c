// Playwright fixtures must destructure their first argument, even when they need nothing from it.
/* eslint-disable no-empty-pattern */
import { randomBytes } from "node:crypto";
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { readOutbox, waitForMail, type OutboxMail } from "../apps/server/src/mail/outbox.js";

/** Set by playwright.config.ts in the runner and inherited by every worker. */
function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the journeys through playwright.config.ts (npm run test:e2e)`);
  return value;
}

export const baseURL = env("E2E_BASE_URL");
export const outboxDir = env("E2E_OUTBOX_DIR");

export type TestUser = { username: string; email: string; password: string; role: "user" | "admin" };

export type Outbox = {
  dir: string;
  all(): Promise<OutboxMail[]>;
  /** The newest mail to `email` that passes `predicate`, waiting for it to be written. */
  waitFor(email: string, predicate?: (mail: OutboxMail) => boolean, timeoutMs?: number): Promise<OutboxMail>;
  /** The link in the newest verification mail to `email`. */
  verificationLink(email: string): Promise<string>;
};

export const outbox: Outbox = {
  dir: outboxDir,
  all: () => readOutbox(outboxDir),
  waitFor: (email, predicate = () => true, timeoutMs = 15_000) =>
    waitForMail(
      outboxDir,
      (mail) => mail.to.toLowerCase().includes(email.toLowerCase()) && predicate(mail),
      timeoutMs,
    ),
  async verificationLink(email) {
    const mail = await outbox.waitFor(email, (m) => m.links.some((l) => l.includes("/verify-email/")));
    const link = mail.links.find((l) => l.includes("/verify-email/"));
    if (!link) throw new Error(`no verification link in the mail to ${email}`);
    return link;
  },
};

// NOTE: the server runs with TRUST_PROXY=true and every test (and every API context) acts from its own
// client address. The per-IP limits (signup 5 per 30 min, login 10 per minute) then hold as in
// production, yet a suite that creates a user per test never trips them.
let ipCounter = 0;
export function nextClientIp(testInfo: Pick<TestInfo, "workerIndex">): string {
  ipCounter += 1;
  return `10.${(testInfo.workerIndex % 250) + 1}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** A request context that talks to the server as a same-origin browser would (CSRF: Origin header). */
export function apiContext(clientIp: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, "X-Forwarded-For": clientIp },
  });
}

/** A unique, valid username (3 to 20 characters of letters, digits and underscores). */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36).slice(-6)}${randomBytes(3).toString("hex")}`.slice(0, 20);
}

/**
 * A fresh verified member: signed up through the real API, verified with the link from the real mail.
 * The database is not touched directly (the embedded one belongs to the server process).
 */
export async function createMember(api: APIRequestContext, prefix = "m"): Promise<TestUser> {
  const username = uniqueName(prefix);
  const user: TestUser = {
    username,
    email: `${username}@e2e.test`,
    password: "squat-bench-dead-42",
    role: "user",
  };
  const signup = await api.post("/api/auth/signup", {
    data: { username: user.username, email: user.email, password: user.password },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const link = new URL(await outbox.verificationLink(user.email));
  const verify = await api.get(`/api/auth${link.pathname}${link.search}`);
  expect(verify.status(), await verify.text()).toBe(200);
  return user;
}

/**
 * Logs in through the login form, as a person would. `from: null` uses the form already on screen;
 * by default it waits until the app has left the login screen.
 */
export async function login(
  page: Page,
  user: Pick<TestUser, "email" | "password">,
  { from = "/login" as string | null, expectLoggedIn = true } = {},
) {
  if (from) await page.goto(from);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  if (expectLoggedIn) await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Where a logged-in member lands after login (docs/product.md, "Accounts"). */
export const profilePath = (user: Pick<TestUser, "username">) => `/dashboard/profile/${user.username}`;

/** A browser of its own (own cookies) acting from a client address of its own, e.g. for a second user. */
export function newBrowserContext(
  browser: Browser,
  testInfo: Pick<TestInfo, "workerIndex">,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, "X-Forwarded-For": nextClientIp(testInfo) },
  });
}

/** Merges `patch` into the app settings as the app stores them (this device), then reloads. */
export async function saveSettings(page: Page, patch: Record<string, unknown>) {
  await page.evaluate((values) => {
    const key = "topset.settings";
    const settings = JSON.parse(localStorage.getItem(key) ?? "{}");
    localStorage.setItem(key, JSON.stringify({ ...settings, ...values }));
  }, patch);
  await page.reload();
}

/**
 * Sets the signed-in account's unit (docs/decisions/023) with the page's own login cookie, as Settings
 * does, then reloads and waits for the app's session check to bring the account back with it.
 */
export async function setAccountUnit(page: Page, unit: "kg" | "lbs") {
  const headers = { Origin: baseURL };
  const me = await page.request.get("/api/v1/users/check-authentication", { headers });
  expect(me.ok(), await me.text()).toBe(true);
  const { id } = (await me.json()).data[0] as { id: number };
  const res = await page.request.patch(`/api/v1/users/${id}/update-personal-information`, {
    data: { weight_unit: unit },
    headers,
  });
  expect(res.ok(), await res.text()).toBe(true);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/v1/users/check-authentication") && r.ok()),
    page.reload(),
  ]);
}

/** Saves the dark-mode setting as the app stores it, reloads, and waits until the theme shows it. */
export async function setDarkMode(page: Page, darkMode: boolean) {
  await saveSettings(page, { darkMode });
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", darkMode ? "dark" : "light");
}

/**
 * Until the page's service worker is active. It installs on its own but precaches the whole app first
 * (some 300 files), which Chromium 156 takes 5–30 s over on a loaded 2-core machine; polling the
 * registration also avoids awaiting `ready` from a page evaluated before the worker registered.
 */
export async function activeServiceWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null),
      { timeout: 60_000 },
    )
    .toBe("activated");
}

/**
 * Full-page screenshot into test-results/shots/ for a human to look at. `screen: true` takes what the
 * phone shows instead (the viewport, so a sticky header or a bottom sheet is where the lifter sees it),
 * with transitions run to their end (a sheet still sliding in would be cut off).
 */
export async function shot(page: Page, name: string, { screen = false } = {}) {
  await page.screenshot({
    path: `test-results/shots/${name}.png`,
    ...(screen ? { animations: "disabled" as const } : { fullPage: true }),
  });
}

type Fixtures = {
  /** The client address this test's browser and API calls come from. */
  clientIp: string;
  /** An API context (Origin + this test's client address), for arranging state from the Node side. */
  api: APIRequestContext;
  /** A fresh verified member with a known password; not logged in. */
  member: TestUser;
  /** The ADMIN_EMAIL account the server creates at start. */
  admin: TestUser;
  outbox: Outbox;
};

export const test = base.extend<Fixtures>({
  clientIp: async ({}, use, testInfo) => {
    await use(nextClientIp(testInfo));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientIp });
  },
  api: async ({ clientIp }, use) => {
    const api = await apiContext(clientIp);
    await use(api);
    await api.dispose();
  },
  member: async ({ api }, use) => {
    await use(await createMember(api));
  },
  admin: async ({}, use) => {
    await use({
      username: "admin",
      email: env("E2E_ADMIN_EMAIL"),
      password: env("E2E_ADMIN_PASSWORD"),
      role: "admin",
    });
  },
  outbox: async ({}, use) => {
    await use(outbox);
  },
});

export { expect };
export type { Page };
