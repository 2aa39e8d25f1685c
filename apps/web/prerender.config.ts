import react from "@vitejs/plugin-react";
import { createServer, type Plugin, type UserConfig } from "vite";
import { svgIcons } from "./icons.config";

const SLOT = "<!--static-home-->";

/**
 * Prerenders the public home page into home.html at build time (decision 026): the components of `/` are
 * loaded through a short-lived Vite server in SSR mode and rendered to HTML, so a first, signed-out visit
 * gets the page without the app's JavaScript. `define` is the build's, so the page says what the app says.
 */
export function prerenderHome(define: UserConfig["define"]): Plugin {
  return {
    name: "topset-prerender-home",
    apply: "build",
    async transformIndexHtml(html) {
      if (!html.includes(SLOT)) return html;
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: "error",
        plugins: [react(), svgIcons()],
        define,
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: "custom",
        // Nothing is served: no dependency pre-bundling (it would scan the whole app for nothing).
        optimizeDeps: { noDiscovery: true, entries: [] },
      });
      try {
        const { renderStaticHome } = (await server.ssrLoadModule("/src/app/static-home.tsx")) as {
          renderStaticHome: () => string;
        };
        return html.replace(SLOT, renderStaticHome());
      } finally {
        await server.close();
      }
    },
  };
}
