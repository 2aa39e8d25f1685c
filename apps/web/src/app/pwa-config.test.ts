import { describe, expect, it } from "vitest";
import { navigateFallbackDenylist, pwaOptions } from "../../pwa.config";

// The service worker answers a navigation with the cached index.html unless the denylist matches;
// Workbox tests each pattern against pathname + search. It must agree with the server's own rule
// (apps/server/src/plugins/web-app.ts, isPageRoute) so that offline and online answer alike.
const leftToNetwork = (url: string) => navigateFallbackDenylist.some((pattern) => pattern.test(url));

describe("the service worker's app-shell fallback", () => {
  it.each([
    "/",
    "/login",
    "/features",
    "/dashboard/sessions",
    "/dashboard/sessions/12",
    "/dashboard/sessions/-3",
    "/dashboard/profile/ada_1",
    "/verify-email/3?token=abc.def",
    "/dashboard/sessions?page=2",
  ])("answers the page %s from the cache", (url) => {
    expect(leftToNetwork(url)).toBe(false);
  });

  it.each([
    "/api/v1/sessions",
    "/api/auth/logout",
    "/docs/api/",
    "/docs",
    "/health",
    "/socket.io/?EIO=4",
    "/assets/gone.js",
    "/assets",
    "/.env",
    "/dashboard/.git/config",
    "/%2eenv",
    "/backup.zip",
    "/favicon-old.png",
    "/sw.js",
    "/manifest.webmanifest",
  ])("leaves %s to the server", (url) => {
    expect(leftToNetwork(url)).toBe(true);
  });

  it("keeps the whole app, registers by prompt and never caches the API", () => {
    expect(pwaOptions.registerType).toBe("prompt");
    expect(pwaOptions.workbox?.navigateFallback).toBe("/index.html");
    expect(pwaOptions.workbox?.globPatterns?.[0]).toContain("js");
    expect(pwaOptions.workbox?.runtimeCaching).toEqual([]);
    expect(pwaOptions.workbox?.skipWaiting).toBeUndefined();
  });
});
