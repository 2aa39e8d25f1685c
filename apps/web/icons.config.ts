import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const iconCss = /bootstrap-icons\/font\/bootstrap-icons\.css$/;
const iconRule = /^\.bi-([a-z0-9-]+)::before \{ content: "\\[0-9a-f]+"; \}\n/gm;

/** Every `bi-<name>` written in the app's source (tests aside): icon names are always written out in full. */
export function iconsUsed(srcDir: string): Set<string> {
  const used = new Set<string>();
  for (const entry of fs.readdirSync(srcDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name) || entry.name.includes(".test.")) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const match of text.matchAll(/\bbi-([a-z0-9-]+)/g)) used.add(match[1] ?? "");
  }
  return used;
}

/** The icon font's stylesheet with only the rules for the icons in `used` (its @font-face and base rule stay). */
export function subsetIconCss(css: string, used: Set<string>): string {
  return css.replace(iconRule, (rule, name: string) => (used.has(name) ? rule : ""));
}

/**
 * Bootstrap Icons' stylesheet names 2,000 glyphs (87 KB); the build keeps the rules for the icons the
 * app's source names (decision 026). The development server keeps them all.
 */
export function iconSubset(srcDir: string): Plugin {
  return {
    name: "topset-icon-subset",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!iconCss.test(id.split("?", 1)[0] ?? "")) return null;
      return { code: subsetIconCss(code, iconsUsed(srcDir)), map: null };
    },
  };
}
