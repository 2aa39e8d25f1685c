// Lighthouse mobile scores (its default: a mid-range phone, simulated slow 4G) for the home page, the
// login page and the sessions screen, against the BUILT app in Debian's Chromium (decision 026), each
// with its five heaviest downloads.
// Usage: npm run build && node bench/lighthouse.mjs    (prints scores; asserts nothing)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { signInAsAdmin, startBuiltServer } from "../scripts/built-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 3331);
const debuggingPort = Number(process.env.BENCH_DEBUGGING_PORT ?? 9333);
const categories = ["performance", "accessibility", "best-practices", "seo"];

const { baseURL, stop } = await startBuiltServer(port);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "topset-lighthouse-"));
// A persistent context is the browser's default one: the tab Lighthouse opens shares its login.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: [`--remote-debugging-port=${debuggingPort}`, "--no-sandbox", "--disable-gpu", "--no-first-run"],
});

async function audit(name, url, { keepLogin = false } = {}) {
  const result = await lighthouse(`${baseURL}${url}`, {
    port: debuggingPort,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    // The signed-in screen keeps the login (cookie and stored user); the cache was emptied before.
    disableStorageReset: keepLogin,
  });
  const { lhr } = result;
  const score = (id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(5);
  const metric = (id) => lhr.audits[id]?.displayValue ?? "-";
  console.log(
    `${name.padEnd(10)} ${url.padEnd(22)} ${categories.map(score).join(" ")}   FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}`,
  );
  // The heaviest downloads of the page (as transferred), where the next kilobytes would come from.
  const weight = lhr.audits["total-byte-weight"];
  const requests = lhr.audits["network-requests"]?.details?.items?.length ?? 0;
  console.log(
    `           ${requests} requests, ${((weight?.numericValue ?? 0) / 1000).toFixed(1)} KB; largest:`,
  );
  for (const item of (weight?.details?.items ?? []).slice(0, 5))
    console.log(
      `           ${((item.totalBytes ?? 0) / 1000).toFixed(1).padStart(7)} KB  ${new URL(item.url).pathname}`,
    );
}

try {
  console.log(
    `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile\n`,
  );
  console.log(`page       url                     perf  a11y  best   seo`);
  await audit("home", "/");
  await audit("login", "/login");
  const page = context.pages()[0] ?? (await context.newPage());
  await signInAsAdmin(page, baseURL);
  // A first visit of a signed-in member: no cached files, no service worker from the sign-in.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await page.goto("about:blank");
  await audit("sessions", "/dashboard/sessions", { keepLogin: true });
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
  await stop();
}
