// `node scripts/structure-report.mjs`: prints the figures that say whether the code keeps its shape
// (docs/architecture.md): imports that cross feature folders, screens and forms that do a thing the
// second way, long files, and comments that cite documents outside the repository. Read-only.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { outsideCitation } from "../eslint-rules/no-outside-citations.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const skipDirs = new Set(["node_modules", "dist", "migrations", "test-results", "data", ".data"]);

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipDirs.has(entry.name) || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) out.push(full);
  }
  return out;
}

const rel = (file) => path.relative(root, file);
const isTest = (file) => /\.(test|spec)\.tsx?$|fixtures?\.ts$|\/test\//.test(rel(file));
const files = ["apps", "packages", "e2e", "bench", "scripts"].flatMap((d) => walk(path.join(root, d)));
const source = (file) => fs.readFileSync(file, "utf8");
const importsOf = (text) => [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]);

/** Imports from one feature folder into another: [from file, imported path]. */
function crossFeatureImports(featuresDir, keep) {
  const found = [];
  for (const file of files.filter((f) => f.startsWith(featuresDir + path.sep))) {
    const own = rel(file).split("/")[rel(featuresDir).split("/").length];
    for (const spec of importsOf(source(file))) {
      if (!spec.startsWith(".")) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(featuresDir + path.sep)) continue;
      const other = path.relative(featuresDir, target).split(path.sep)[0];
      if (other !== own && keep(target)) found.push(`${rel(file)} → ${rel(target)}`);
    }
  }
  return found;
}

const serverFeatures = path.join(root, "apps/server/src/features");
const webFeatures = path.join(root, "apps/web/src/features");
const webSource = files.filter((f) => f.startsWith(path.join(root, "apps/web/src")) && !isTest(f));

const report = {
  "server imports across features, other than *.queries": crossFeatureImports(
    serverFeatures,
    (target) => !/\.queries(\.js)?$/.test(target),
  ),
  "web imports across features": crossFeatureImports(webFeatures, () => true),
  "web files reading with useQuery (not suspending)": webSource
    .filter((f) => /\buseQuery\s*[(<]/.test(source(f)))
    .map(rel),
  "web forms not on react-hook-form": webSource
    .filter(
      (f) =>
        /<[Ff]orm\b[^>]*onSubmit/.test(source(f)) &&
        !/\buseForm\s*[<(]|\buseFormContext\s*\(|\bUseFormReturn\b/.test(source(f)),
    )
    .map(rel),
  "TypeScript files over 300 lines": files
    .filter((f) => /\.tsx?$/.test(f) && source(f).split("\n").length > 300)
    .map((f) => `${rel(f)} (${source(f).split("\n").length})`),
  "source files citing documents outside the repository": files
    .filter((f) => !isTest(f) && outsideCitation.test(source(f)))
    .map(rel),
};

const verbose = process.argv.includes("--list");
for (const [label, items] of Object.entries(report)) {
  console.log(`${String(items.length).padStart(4)}  ${label}`);
  if (verbose) for (const item of items) console.log(`        ${item}`);
}
