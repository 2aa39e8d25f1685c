// Starts the BUILT app (apps/server/dist/server.js serving apps/web/dist) on a port of its own with a
// temporary data directory and an admin from the environment, as the journeys do (playwright.config.ts).
// Used by scripts/weight-report.mjs and bench/lighthouse.mjs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { waitForHealth } from "./wait-for-health.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const admin = { email: "admin@weight.test", password: "weight-admin-password-1" };

/** Resolves once /health answers; `stop()` ends the server (SIGTERM) and removes its data directory. */
export async function startBuiltServer(port) {
  const baseURL = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-built-"));
  const child = spawn(process.execPath, [path.join(root, "apps/server/dist/server.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      DATABASE_URL: "",
      REDIS_URL: "",
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.on("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  await waitForHealth(child, baseURL, { seconds: 60, stop });
  return { baseURL, stop };
}

/** Signs in as the admin through the login form of `page` (Playwright), as a member would. */
export async function signInAsAdmin(page, baseURL) {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => !/\/login$/.test(url.pathname), { timeout: 15_000 });
}
