import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Journeys run against the BUILT app (`node apps/server/dist/server.js`, which serves apps/web/dist);
// `npm run test:e2e` (scripts/e2e.mjs) builds both first.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const dataRoot = path.resolve(import.meta.dirname, "e2e/.data");

// NOTE: this file is evaluated by the runner and again by every worker. Only the runner picks the data
// dir; the workers inherit it through the environment, so all of them read the same outbox.
if (!process.env.E2E_DATA_DIR) {
  fs.mkdirSync(dataRoot, { recursive: true });
  // Keep the last few runs for post-mortems, drop the rest.
  const old = fs
    .readdirSync(dataRoot)
    .filter((name) => name.startsWith("run-"))
    .sort()
    .slice(0, -3);
  for (const name of old) fs.rmSync(path.join(dataRoot, name), { recursive: true, force: true });
  const dir = path.join(dataRoot, `run-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  fs.mkdirSync(dir, { recursive: true });
  process.env.E2E_DATA_DIR = dir;
}
const e2eEnv = {
  baseURL,
  dataDir: process.env.E2E_DATA_DIR,
  outboxDir: path.join(process.env.E2E_DATA_DIR, "outbox"),
  admin: { email: "admin@e2e.test", password: "e2e-admin-password-1" },
};
// What e2e/fixtures.ts reads (the workers inherit the runner's environment).
process.env.E2E_BASE_URL = e2eEnv.baseURL;
process.env.E2E_OUTBOX_DIR = e2eEnv.outboxDir;
process.env.E2E_ADMIN_EMAIL = e2eEnv.admin.email;
process.env.E2E_ADMIN_PASSWORD = e2eEnv.admin.password;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // A whole journey's budget; each step still fails after 7 s. At 30 s, journeys that take 28-31 s on
  // the 2-core CI machine (search, presence, the offline reload) failed by a second, now and then.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // The service worker precaches the whole app (some 300 files) in every new browser context, which
    // Chromium 156 takes 5–40 s of a 2-core machine over: journeys that are not about it run without
    // it; installable, offline-workout and fast-entry allow it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node apps/server/dist/server.js",
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    // SIGTERM lets the server close the embedded database cleanly before the data dir is left behind.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: e2eEnv.dataDir,
      APP_URL: baseURL,
      ADMIN_EMAIL: e2eEnv.admin.email,
      ADMIN_PASSWORD: e2eEnv.admin.password,
      LOG_LEVEL: "warn",
      // Each test acts from its own client address (X-Forwarded-For, see e2e/fixtures.ts) so the per-IP
      // rate limits on signup and login hold as in production and still never trip across tests.
      TRUST_PROXY: "true",
      // The journeys must use the outbox, whatever the developer's shell exports.
      SMTP_URL: "",
      DATABASE_URL: "",
      REDIS_URL: "",
    },
  },
});
