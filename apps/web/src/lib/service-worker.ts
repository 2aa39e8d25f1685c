import { registerSW } from "virtual:pwa-register";
import { announceUpdate } from "./app-update";

const HOUR = 60 * 60 * 1000;

/**
 * Registers the service worker (built by vite-plugin-pwa, see apps/web/pwa.config.ts) on every page
 * load: it keeps the app's code so that any dashboard URL opens without a network. A new release
 * waits until the lifter accepts the prompt; an open tab looks for one every hour.
 */
export function registerServiceWorker() {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate(() => updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, HOUR);
    },
  });
}
