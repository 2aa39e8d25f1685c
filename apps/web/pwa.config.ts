import fs from "node:fs";
import path from "node:path";
import type { VitePWAOptions } from "vite-plugin-pwa";

/** The release (the root package.json version): the persisted query cache is dropped when it changes. */
export const appVersion: string = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8"),
).version;

export const themeColors = { dark: "#1B1C1B", light: "#FFFFFF" } as const;

/**
 * Navigations the service worker must leave to the network, mirroring the server's `isPageRoute`
 * (apps/server/src/plugins/web-app.ts): the API and its docs, the health check, socket.io, /assets/,
 * dot-segments and anything whose last segment has a file extension. Workbox tests them against
 * pathname + search.
 */
export const navigateFallbackDenylist = [
  /^\/(api|docs|assets)(\/|$|\?)/,
  /^\/health(\/|$|\?)/,
  /^\/socket\.io(\/|$|\?)/,
  /^[^?]*\/(\.|%2e)/i,
  /^[^?]*\.[A-Za-z0-9]+(\?|$)/,
];

export const pwaOptions: Partial<VitePWAOptions> = {
  // An "update available" prompt (components/update-prompt.tsx), never a silent swap under an open form.
  registerType: "prompt",
  // Registered from src/lib/service-worker.ts on every page load.
  injectRegister: false,
  manifestFilename: "manifest.webmanifest",
  manifest: {
    id: "/",
    name: "Topset",
    short_name: "Topset",
    description: "A free, open-source, self-hostable training log for lifters.",
    start_url: "/dashboard/sessions",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    // The app opens dark by default; the light colour is in index.html's theme-color meta.
    theme_color: themeColors.dark,
    background_color: themeColors.dark,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // The whole SPA: the shell, every route chunk, the CSS and the images (icons are inline SVG and the
    // text is in the system font, so there is no font file). The landing page's demo videos stay online-only.
    globPatterns: ["**/*.{js,css,html,svg,png,webp}"],
    // home.html is the server's answer to a first visit only; under the worker `/` opens the app.
    globIgnores: ["**/node_modules/**", "home.html"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist,
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once, so an offline reload works without another
    // visit first. A new release still waits for the prompt (no skipWaiting).
    clientsClaim: true,
    // No runtime caching: the API is never answered by the worker (reads come from the persisted
    // query cache, writes from the outbox).
    runtimeCaching: [],
  },
};
