import "./app/bootstrap.scss";
import "./app/app.css";
import { createRoot } from "react-dom/client";
import { trackNavigation } from "./lib/routing/navigation-history";
import { App } from "./app/providers";
import { config } from "./lib/config";
import { createAppRouter } from "./app/router";
import { authStore } from "./lib/auth-store";
import { queryClient } from "./lib/query-client";
import { registerServiceWorker } from "./lib/service-worker";
import { bindNavigator, checkSession } from "./lib/session";
import { settingsStore } from "./lib/settings-store";
import { applyTheme } from "./lib/theme";
import { followLanguageSetting } from "./lib/i18n/i18n";
import { afterFirstScreen, firstScreenDrawn } from "./lib/first-screen";

// Colour mode: public/theme-boot.js applied it before this file loaded; keep it in step with the setting.
applyTheme(settingsStore.get().darkMode);
settingsStore.subscribe(() => applyTheme(settingsStore.get().darkMode));

const router = createAppRouter();
bindNavigator((to, options) => router.navigate(to, options));
trackNavigation(router);
// The app's code is kept by the service worker, so any dashboard URL opens with no network. It registers
// once the first screen is drawn: its loader (workbox-window) and its precache downloads do not compete
// with that screen's files (decision 053).
afterFirstScreen(registerServiceWorker);

/** The training screens' data, read ahead in its own chunk (the landing page does not need it). */
const warmTrainingCache = () =>
  import("./features/training/sessions/warm-cache")
    .then(({ warmTrainingCache: warm }) => warm(queryClient))
    .catch(() => undefined);
let signedIn = authStore.get().user?.id ?? null;

/** The signed-in runtime (kept queries, real-time connection, outbox), loaded once, only when needed. */
let runtime: Promise<void> | undefined;
const startRuntime = () =>
  (runtime ??= import("./app/signed-in-runtime")
    .then(({ startSignedInRuntime }) => startSignedInRuntime(queryClient, config.appVersion))
    .catch(() => undefined));

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The training data kept on this device is put back before any screen reads it (a screen suspends on
// its query and would otherwise ask the network first). A visitor with no stored login has none, and
// the public site does not load that code at all (decision 026).
// The language's catalogs for the shell arrive with the runtime, so the first screen draws in it.
// A catalog that does not arrive within 3 s (a stalled network on a first visit) leaves English on screen
// rather than a blank page; the language follows when it lands.
const languageShown = Promise.race([
  followLanguageSetting(),
  new Promise((ready) => setTimeout(ready, 3000)),
]);
void Promise.all([signedIn !== null ? startRuntime() : undefined, languageShown]).then(() => {
  // Authentication is checked once at startup (spec section 4); offline, the stored login stays.
  // Confirmed online, the gym's screens are read ahead and kept on the device (decision 021).
  void checkSession().then((online) => {
    if (online) void warmTrainingCache();
  });
  authStore.subscribe(() => {
    const id = authStore.get().user?.id ?? null;
    if (id !== null) void startRuntime();
    if (id !== null && id !== signedIn) void warmTrainingCache();
    signedIn = id;
  });
  createRoot(root).render(<App router={router} />);
  // A first screen that never settles (an error screen, a stalled read) must not hold back what
  // waits for it (the live connection): after 4 s it counts as drawn.
  window.setTimeout(firstScreenDrawn, 4000);
});
