// The repository's source files as the structure rules see them: each with its repo-relative path,
// its text with comments blanked out, and the relative imports it makes, resolved to files.
import fs from "node:fs";
import path from "node:path";

const skipDirs = new Set(["node_modules", "dist", "test-results", "playwright-report", "data", ".data"]);
const sourceExt = /\.(ts|tsx|mts|mjs|js)$/;
const roots = ["apps", "packages", "e2e", "bench", "scripts", "eslint-rules"];

/** Tests, fixtures and journeys: exempt from the length and layering rules, never from cycles. */
export const isTest = (rel) =>
  /\.(test|spec)\.[mc]?[jt]sx?$|\.fixtures?\.ts$|(^|\/)test\/|^e2e\//.test(rel) || rel.endsWith(".d.ts");
export const isMigration = (rel) => /(^|\/)migrations\//.test(rel);

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipDirs.has(entry.name) || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (sourceExt.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * The code without its comments (strings and template literals kept), so a path named in a comment
 * is not a call. Good enough for our sources: a regex literal holding quotes is the one thing it
 * would misread, and it keeps every line where it was.
 */
export function withoutComments(text) {
  let out = "";
  let quote = null;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    const next = text[i + 1];
    if (quote) {
      out += ch;
      if (ch === "\\") out += text[++i] ?? "";
      else if (ch === quote) quote = null;
    } else if (ch === "/" && next === "/") {
      while (i < text.length && text[i] !== "\n") i += 1;
      out += "\n";
    } else if (ch === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop - 1;
    } else {
      if (ch === '"' || ch === "'" || ch === "`") quote = ch;
      out += ch;
    }
  }
  return out;
}

/** Every module a file names: `import … from`, `export … from`, `import("…")`, with whether only types. */
export function importsOf(code) {
  const found = [];
  const staticImport = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^;'"`]*?)\s*from\s*["']([^"']+)["']/g;
  for (const m of code.matchAll(staticImport)) {
    const names = m[3];
    const inlineTypesOnly =
      /^\{[^}]*\}$/.test(names.trim()) && names.includes("type ")
        ? names
            .replace(/[{}]/g, "")
            .split(",")
            .every((n) => !n.trim() || /^type\s/.test(n.trim()))
        : false;
    found.push({ spec: m[4], typeOnly: Boolean(m[2]) || inlineTypesOnly });
  }
  for (const m of code.matchAll(/(?:^|[;\n])\s*import\s+["']([^"']+)["']/g))
    found.push({ spec: m[1], typeOnly: false });
  for (const m of code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g))
    found.push({ spec: m[1], typeOnly: false });
  return found;
}

function resolve(fromAbs, spec, exists) {
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(path.dirname(fromAbs), spec);
  const stem = base.replace(/\.(js|mjs|ts|tsx|mts)$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.mjs`, `${stem}.js`];
  candidates.push(path.join(base, "index.ts"), path.join(base, "index.tsx"), path.join(base, "index.js"));
  return candidates.find(exists) ?? null;
}

/** Reads the tree under `root`: [{ rel, text, code, lines, imports: [{ spec, typeOnly, target }] }]. */
export function readSources(root) {
  const absFiles = roots.flatMap((dir) => walk(path.join(root, dir), []));
  const known = new Set(absFiles);
  const exists = (file) => known.has(file);
  const rel = (file) => path.relative(root, file).split(path.sep).join("/");
  return absFiles.map((file) => {
    const text = fs.readFileSync(file, "utf8");
    const code = withoutComments(text);
    const imports = importsOf(code).map((entry) => {
      const target = resolve(file, entry.spec, exists);
      return { ...entry, target: target ? rel(target) : null };
    });
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    return { rel: rel(file), text, code, lines, imports };
  });
}
