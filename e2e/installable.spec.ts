// Installable and readable offline: the web app manifest and its icons, the service worker that keeps
// the app's code, and a reload with no network that shows the training data kept in IndexedDB.
import { activeServiceWorker, baseURL, expect, login, shot, test, type Page } from "./fixtures";

// About the service worker itself: it runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

/** Width and height from a PNG's IHDR chunk (bytes 16 to 24). */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString("ascii"), "a PNG signature").toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Waits until a service worker is active, then reloads once so that it controls the page. */
async function underServiceWorker(page: Page) {
  await activeServiceWorker(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Waits until the query cache kept in IndexedDB holds `text` (saves are throttled to one each half second). */
async function keptOnDevice(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open("topset-query-cache");
              open.onerror = () => resolve("");
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains("keyval")) return resolve("");
                const get = db.transaction("keyval").objectStore("keyval").get("topset.queries");
                get.onsuccess = () => resolve(String(get.result ?? ""));
                get.onerror = () => resolve("");
              };
            }),
        ),
      { timeout: 10_000 },
    )
    .toContain(text);
}

test("the manifest names the app, opens standalone and lists icons that load as PNGs of their size", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(
    1,
  );

  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: "Topset",
    short_name: "Topset",
    start_url: "/dashboard/sessions",
    scope: "/",
    display: "standalone",
    theme_color: "#1B1C1B",
    background_color: "#1B1C1B",
  });

  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  const wanted = [
    { sizes: "192x192", purpose: "any" },
    { sizes: "512x512", purpose: "any" },
    { sizes: "512x512", purpose: "maskable" },
  ];
  for (const want of wanted) {
    expect(icons.filter((i) => i.sizes === want.sizes && i.purpose === want.purpose)).toHaveLength(1);
  }
  for (const icon of icons) {
    expect(icon.src, "icon paths are absolute").toMatch(/^\//);
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
  }
});

test("a service worker registers on the first load, without any action, and controls the page after a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await activeServiceWorker(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  await underServiceWorker(page);

  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  // Under the worker, what is not a page still reaches the server and its JSON 404.
  for (const path of ["/backup.zip", "/assets/gone.js", "/.env", "/api/v1/unknown"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    expect(await answer?.text(), path).not.toContain("<title>");
  }
});

test.describe("on a phone with no signal", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a reload of the sessions list shows what was opened before; a screen never opened says so", async ({
    page,
    context,
    member,
  }) => {
    // The service worker's precache (5-40 s on a loaded 2-core machine) comes before the offline part.
    test.setTimeout(90_000);
    await login(page, member);
    const created = await page.request.post("/api/v1/sessions", {
      data: { name: "Basement squats" },
      headers: { Origin: baseURL },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto("/dashboard/sessions");
    const list = page.getByRole("list", { name: "Sessions" });
    await expect(list.getByRole("link", { name: /Basement squats/ })).toBeVisible();
    await underServiceWorker(page);
    await expect(list.getByRole("link", { name: /Basement squats/ })).toBeVisible();
    await keptOnDevice(page, "Basement squats");

    await context.setOffline(true);
    const started = Date.now();
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/sessions$/);
    await expect(list.getByRole("link", { name: /Basement squats/ })).toBeVisible();
    expect(Date.now() - started, "the kept list shows within a couple of seconds").toBeLessThan(3000);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await shot(page, "offline-sessions-list-390");

    // Still signed in, from a fresh start with no network at all.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("topset.auth") ?? "{}").isLoggedIn),
    ).toBe(true);

    // A dashboard screen whose data was never kept opens from the worker and says why it is empty.
    await page.goto("/dashboard/sessions/blocks");
    await expect(page.getByRole("heading", { name: "No signal" })).toBeVisible();
    await expect(page.getByText("You are offline and this screen was not opened before")).toBeVisible();
    await shot(page, "offline-never-opened-390");

    // The API is never answered from a cache.
    const apiOffline = await page.evaluate(() =>
      fetch("/api/v1/sessions").then(
        () => "answered",
        () => "failed",
      ),
    );
    expect(apiOffline).toBe("failed");
    await context.setOffline(false);
  });
});
