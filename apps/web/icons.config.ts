import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** What `import x from "bootstrap-icons/icons/<name>.svg?icon"` gives: the icon's name and its inner SVG markup. */
export type IconSvg = { readonly name: string; readonly body: string };

/** One Bootstrap Icons file (`<svg … viewBox="0 0 16 16">…</svg>`) reduced to what the `Icon` component draws. */
export function iconFromSvg(name: string, svg: string): IconSvg {
  const inner = /^<svg\b[^>]*\bviewBox="0 0 16 16"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
  if (!inner?.[1]) throw new Error(`${name}.svg is not a 16×16 Bootstrap icon`);
  return { name, body: inner[1].replace(/\s*\n\s*/g, "").trim() };
}

/**
 * Icons as modules (decision 026): each `<name>.svg?icon` import is a module of its own holding one icon's
 * path data, so a chunk carries exactly the icons its screens draw and the icon font is gone.
 */
export function svgIcons(): Plugin {
  return {
    name: "topset-svg-icons",
    enforce: "pre",
    load(id) {
      const [file = "", query] = id.split("?", 2);
      if (query !== "icon" || !file.endsWith(".svg")) return null;
      const icon = iconFromSvg(path.basename(file, ".svg"), fs.readFileSync(file, "utf8"));
      return { code: `export default ${JSON.stringify(icon)};`, map: null };
    },
  };
}
