import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { bootstrapParts } from "./bootstrap-parts.config";
import { precompress } from "./compress.config";
import { svgIcons } from "./icons.config";
import { prerenderHome } from "./prerender.config";
import { appVersion, pwaOptions } from "./pwa.config";

// The API process listens on 3000 in development; the SPA is served from the same origin in production.
const apiTarget = "http://localhost:3000";
const proxy = {
  "/api": apiTarget,
  "/docs": apiTarget,
  "/health": apiTarget,
  "/socket.io": { target: apiTarget, ws: true },
};

const define = { "import.meta.env.VITE_APP_VERSION": JSON.stringify(appVersion) };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), bootstrapParts(), svgIcons(), prerenderHome(define), VitePWA(pwaOptions), precompress()],
  // Bootstrap's Sass still uses @import and the global colour functions; those warnings are its own.
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
      },
    },
  },
  define,
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // No source maps in the build: the server would hand them (and the whole source) to anyone who asks.
  // Two pages: the app (index.html) and the prerendered public home page for a first visit (home.html).
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { input: { index: "index.html", home: "home.html" } },
    modulePreload: {
      // The header search's panel (decision 031) names only its own files: the list of every chunk it
      // imports would sit in the first dashboard screen; those are loaded by then or come on first focus.
      resolveDependencies: (file, deps) =>
        file.includes("search-panel-") ? deps.filter((dep) => dep.includes("search-panel-")) : deps,
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
  },
});
