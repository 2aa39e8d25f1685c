// What a first visit downloads (decision 026): opens the home page signed out and /dashboard/sessions
// signed in, each in a fresh Chromium context at 390×844 (cold cache, service workers blocked), and
// counts every HTML, JS and CSS response until the network is idle: files, bytes on the wire (the
// encoded body) and bytes uncompressed. Fonts and images are listed apart and not budgeted.
// The app marks when its first screen has painted (decision 053): files requested before the mark are the
// "first screen" (what the budget applies to), files requested after it are printed apart ("after"),
// so what is deferred past the first screen is still shown, never hidden.
//
//   node scripts/weight-report.mjs           report on the current build (apps/*/dist)
//   node scripts/weight-report.mjs --check   …and exit 1 when a route is over its budget
//   npm run check:weight                     build both apps, then --check (what CI runs)
//   --json                                   also print the figures as JSON; --files lists each file
import { chromium } from "@playwright/test";
import { signInAsAdmin, startBuiltServer } from "./built-server.mjs";

const args = new Set(process.argv.slice(2));
const port = Number(process.env.WEIGHT_PORT ?? 3330);
/** The performance mark the app sets once its first screen has painted (apps/web/src/lib/first-screen.ts). */
const FIRST_SCREEN_MARK = "topset:first-screen";

/**
 * Bytes on the wire (HTML + JS + CSS, compressed) a route's first screen may download. `goal` is the
 * target set for it (home 120 KB, the signed-in first screen 150 KB); `limit` is what the check
 * enforces: the goal once met, else a ratchet just above the last measure.
 */
const budgets = {
  home: { goal: 120_000, limit: 120_000 },
  // The goal is not met (decision 053: the stack's own libraries are about 156 KB): the limit is a
  // ratchet just above the last measure (210.8 KB), with room for a file landing either side of the mark.
  dashboard: { goal: 150_000, limit: 214_000 },
};
const routes = [
  { name: "home", url: "/", signedIn: false },
  { name: "dashboard", url: "/dashboard/sessions", signedIn: true, app: true },
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const contextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: "block",
};

/** The signed-in state (cookie + the app's stored login), taken from a real login in its own context. */
async function signIn(browser) {
  const context = await browser.newContext(contextOptions);
  await signInAsAdmin(await context.newPage(), baseURL);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Run in the page after network idle: when the app's "first screen drawn" mark was set
 * (apps/web/src/lib/first-screen.ts) and when each file's request began, both on the page's clock.
 */
function startTimes(markName) {
  const at = {};
  for (const entry of performance.getEntriesByType("resource")) at[entry.name] ??= entry.startTime;
  const mark = performance.getEntriesByName(markName, "mark")[0];
  return { mark: mark ? mark.startTime : null, at };
}

const kindOf = (type) =>
  type === "document" ? "html" : type === "script" ? "js" : type === "stylesheet" ? "css" : "other";

async function measure(browser, route, storageState) {
  const context = await browser.newContext({ ...contextOptions, storageState });
  // Room for every file's timing entry (the browser keeps 250 by default).
  await context.addInitScript(() => performance.setResourceTimingBufferSize(1000));
  const page = await context.newPage();
  const pending = [];
  let lastActivity = Date.now();
  let listening = true;
  page.on("request", () => (lastActivity = Date.now()));
  page.on("response", (response) => {
    lastActivity = Date.now();
    if (!listening) return;
    const request = response.request();
    if (!response.url().startsWith(baseURL) || response.status() >= 300) return;
    const kind = kindOf(request.resourceType());
    if (kind === "other" && !/\.(woff2?|ttf|svg|png|webmanifest)(\?|$)/.test(response.url())) return;
    pending.push(
      (async () => {
        const [sizes, body] = await Promise.all([
          request.sizes(),
          response.body().catch(() => Buffer.alloc(0)),
        ]);
        return {
          kind,
          url: response.url(),
          path: new URL(response.url()).pathname,
          wire: sizes.responseBodySize,
          raw: body.length,
          encoding: (await response.headerValue("content-encoding")) ?? "identity",
        };
      })(),
    );
  });
  await page.goto(`${baseURL}${route.url}`, { waitUntil: "networkidle" });
  // On a busy machine the scripts can run for over 500 ms with nothing on the network, which reads as
  // idle before the screen has asked for its chunks: the app's page waits for its first-screen mark,
  // then for a second with no request or response.
  if (route.app)
    await page
      .waitForFunction((name) => performance.getEntriesByName(name, "mark").length > 0, FIRST_SCREEN_MARK, {
        timeout: 30_000,
      })
      .catch(() => undefined);
  while (Date.now() - lastActivity < 1000) await page.waitForTimeout(200);
  const started = await page.evaluate(startTimes, FIRST_SCREEN_MARK);
  listening = false;
  const files = await Promise.all(pending);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  // A file whose request began after the first screen's mark came "after the first screen"; with no
  // mark (the prerendered home page) or no timing entry (the page itself), it counts as first screen.
  for (const f of files) f.after = started.mark !== null && (started.at[f.url] ?? -1) > started.mark;
  const counted = files.filter((f) => f.kind !== "other");
  const first = counted.filter((f) => !f.after);
  const later = counted.filter((f) => f.after);
  const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
  return {
    route: route.name,
    url: route.url,
    landedOn: finalPath,
    markSeen: started.mark !== null,
    files: first.length,
    wire: sum(first, "wire"),
    raw: sum(first, "raw"),
    after: { files: later.length, wire: sum(later, "wire"), raw: sum(later, "raw") },
    byKind: Object.fromEntries(
      ["html", "js", "css"].map((k) => {
        const list = first.filter((f) => f.kind === k);
        return [k, { files: list.length, wire: sum(list, "wire"), raw: sum(list, "raw") }];
      }),
    ),
    other: {
      files: files.length - counted.length,
      wire: sum(
        files.filter((f) => f.kind === "other"),
        "wire",
      ),
    },
    list: files.sort((a, b) => b.wire - a.wire),
  };
}

const { baseURL, stop } = await startBuiltServer(port);
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const state = await signIn(browser);
    const results = [];
    for (const route of routes)
      results.push(await measure(browser, route, route.signedIn ? state : undefined));

    console.log(`\nFirst visit, cold cache, 390×844 (HTML + JS + CSS until network idle; 1 KB = 1000 bytes)`);
    console.log(
      `"files", "on the wire" and the limit are the first screen's; files requested later are apart.\n`,
    );
    console.log(
      "route       url                   files   on the wire   uncompressed   limit (goal)                     fonts/images   after the first screen",
    );
    for (const r of results) {
      const { goal, limit } = budgets[r.route];
      const over = r.wire > limit;
      if (over) failed = true;
      const verdict = over ? "OVER" : r.wire > goal ? "ok, goal not met" : "ok";
      console.log(
        `${r.route.padEnd(11)} ${r.url.padEnd(21)} ${String(r.files).padStart(5)}   ${kb(r.wire).padStart(11)}   ${kb(r.raw).padStart(12)}   ${`${kb(limit)} (${kb(goal)}) ${verdict}`.padEnd(32)} ${`${r.other.files} files, ${kb(r.other.wire)}`.padEnd(14)} ${r.markSeen ? `${r.after.files} files, ${kb(r.after.wire)} (${kb(r.after.raw)})` : "no mark: all counted"}`,
      );
      if (r.landedOn !== r.url) console.log(`            (landed on ${r.landedOn})`);
      for (const [kind, k] of Object.entries(r.byKind))
        console.log(
          `              ${kind.padEnd(5)} ${String(k.files).padStart(3)} files ${kb(k.wire).padStart(10)} ${kb(k.raw).padStart(12)}`,
        );
    }
    if (args.has("--files"))
      for (const r of results) {
        console.log(`\n${r.route}:`);
        for (const f of r.list)
          console.log(
            `  ${kb(f.wire).padStart(9)} ${kb(f.raw).padStart(9)}  ${f.encoding.padEnd(8)} ${f.after ? "after " : "      "} ${f.path}`,
          );
      }
    if (args.has("--json"))
      console.log(
        JSON.stringify(
          results.map(({ list: _list, ...r }) => r),
          null,
          2,
        ),
      );
    if (args.has("--check"))
      console.log(failed ? "\nweight budget EXCEEDED (see OVER above)" : "\nweight budgets met");
  } finally {
    await browser.close();
  }
} finally {
  await stop();
}
if (failed && args.has("--check")) process.exit(1);
