import react from "@vitejs/plugin-react";
import { createServer, type Plugin, type UserConfig } from "vite";
import { svgIcons } from "./icons.config";
import { languages, sourceLanguage, type Language } from "./src/lib/i18n/languages";

const SLOT = "<!--static-home-->";

const escapeAttribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * Prerenders the public home page into home.html at build time (decision 026): the components of `/` are
 * loaded through a short-lived Vite server in SSR mode and rendered to HTML, so a first, signed-out visit
 * gets the page without the app's JavaScript. `define` is the build's, so the page says what the app says.
 * English goes in the page; every other language is rendered into a `<template id="static-home-xx">`
 * (with its page title in `data-title`) that home-main.ts swaps in for a browser or a setting in that
 * language (decision 052), so a German visitor reads the home page in German without the app.
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
        const { showLanguage } = (await server.ssrLoadModule("/src/lib/i18n/i18n.ts")) as {
          showLanguage: (language: Language, doc?: Document) => Promise<void>;
        };
        const { routeTitle } = (await server.ssrLoadModule("/src/app/i18n.ts")) as {
          routeTitle: (title: string) => string;
        };
        const { config } = (await server.ssrLoadModule("/src/lib/config.ts")) as {
          config: { appName: string };
        };
        const english = renderStaticHome();
        // The other languages wait in a <template> each; home-main.ts shows the one this browser reads.
        const others: string[] = [];
        for (const { code } of languages) {
          if (code === sourceLanguage) continue;
          await showLanguage(code);
          const title = `${routeTitle("home")} | ${config.appName}`;
          others.push(
            `<template id="static-home-${code}" data-title="${escapeAttribute(title)}">${renderStaticHome()}</template>`,
          );
        }
        await showLanguage(sourceLanguage);
        return html.replace(SLOT, english).replace("</body>", `${others.join("")}</body>`);
      } finally {
        await server.close();
      }
    },
  };
}
