import "bootstrap/dist/css/bootstrap.min.css";
import "bootstrap-icons/font/bootstrap-icons.min.css";
import "./app/app.css";
import { createRoot } from "react-dom/client";
import { trackNavigation } from "./app/navigation-history";
import { App } from "./app/providers";
import { createAppRouter } from "./app/router";
import { startPresence } from "./lib/presence";
import { bindNavigator, checkSession } from "./lib/session";
import { settingsStore } from "./lib/settings-store";
import { applyTheme } from "./lib/theme";

// Colour mode: public/theme-boot.js applied it before this file loaded; keep it in step with the setting.
applyTheme(settingsStore.get().darkMode);
settingsStore.subscribe(() => applyTheme(settingsStore.get().darkMode));

const router = createAppRouter();
bindNavigator((to, options) => router.navigate(to, options));
trackNavigation(router);
// Authentication is checked once at startup (spec section 4).
void checkSession({ atStartup: true });
// The real-time connection follows the login state (spec section 4 Real time).
startPresence();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(<App router={router} />);
