// The languages check (decision 052): fails when a translation is missing, empty, or has lost a
// placeholder or a tag its English source has, or when two catalogs share a namespace. A key the code
// uses but English lacks fails the typecheck instead (catalog.ts types every key from en.json).
//
//   node scripts/i18n-check.mjs          check every apps/web catalog
//   node scripts/i18n-check.mjs --unused also list English keys no source file names (a hint, not a failure)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "apps/web/src");
const translations = ["de"];

function walk(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, found);
    else found.push(path);
  }
  return found;
}

/** "a.b.c" → text, for every string in a catalog. */
function flatten(messages, prefix = "", into = new Map()) {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into.set(path, value);
    else if (value && typeof value === "object") flatten(value, path, into);
    else into.set(path, null);
  }
  return into;
}

const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .concat([...text.matchAll(/<\/?(\w+)>/g)].map((m) => `<${m[1]}>`))
    .sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The plural base of a key English gives forms of (`x_one`, `x_other` → `x`), else undefined. */
const pluralBase = (key, en) => {
  const base = key.replace(PLURAL, "");
  return base !== key && en.has(`${base}_other`) ? base : undefined;
};
const union = (texts) => [...new Set(texts.flatMap(placeholders))].sort().join(" ");

/**
 * One translation against English. Plain keys: the same placeholders and tags. A plural key is
 * compared by its base: the translation must have its own language's forms (German one/other, Polish
 * one/few/many/other; `_zero` is allowed in any), and its forms together the placeholders English's
 * forms have together (a form may leave `{{count}}` out: "one rep").
 */
function compare(en, other, language, file) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const plurals = new Map();
  for (const [key, text] of en) {
    const base = pluralBase(key, en);
    if (base) (plurals.get(base) ?? plurals.set(base, []).get(base)).push(text);
    else if (!other.has(key)) problems.push(`${file}: missing "${key}"`);
    else if (!other.get(key)) problems.push(`${file}: "${key}" is empty`);
    else if (text && union([text]) !== union([other.get(key)]))
      problems.push(
        `${file}: "${key}" has ${union([other.get(key)]) || "no placeholders"}, English has ${union([text])}`,
      );
  }
  for (const [base, texts] of plurals) {
    const forms = categories.map((c) => `${base}_${c}`);
    for (const key of forms) {
      if (!other.has(key)) problems.push(`${file}: missing "${key}" (a plural form of ${language})`);
      else if (!other.get(key)) problems.push(`${file}: "${key}" is empty`);
    }
    const translated = [...other].filter(([k]) => k.replace(PLURAL, "") === base && k !== base);
    if (union(texts) !== union(translated.map(([, t]) => t)))
      problems.push(
        `${file}: "${base}_*" has ${union(translated.map(([, t]) => t)) || "no placeholders"}, English has ${union(texts)}`,
      );
  }
  for (const key of other.keys()) {
    const base = key.replace(PLURAL, "");
    const form = PLURAL.exec(key)?.[1];
    if (plurals.has(base) && base !== key) {
      if (form !== "zero" && !categories.includes(form))
        problems.push(`${file}: "${key}" is not a plural form of ${language}`);
    } else if (!en.has(key)) problems.push(`${file}: "${key}" is not in English`);
  }
}

const files = walk(src);
const problems = [];
const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    problems.push(`${relative(root, path)}: not valid JSON (${error.message})`);
    return {};
  }
};

const sources = files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
const namespaces = new Map();
for (const file of sources) {
  for (const m of readFileSync(file, "utf8").matchAll(/defineCatalog\(\s*"([^"]+)"/g)) {
    if (namespaces.has(m[1]))
      problems.push(
        `namespace "${m[1]}" is defined twice: ${namespaces.get(m[1])} and ${relative(root, file)}`,
      );
    namespaces.set(m[1], relative(root, file));
  }
}

const catalogs = files.filter((f) => f.endsWith("/locales/en.json"));
let keys = 0;
const unused = [];
for (const enPath of catalogs) {
  const en = flatten(readJson(enPath));
  keys += en.size;
  for (const [key, text] of en) if (!text) problems.push(`${relative(root, enPath)}: "${key}" is empty`);
  for (const language of translations) {
    const path = join(dirname(enPath), `${language}.json`);
    let other;
    try {
      other = flatten(JSON.parse(readFileSync(path, "utf8")));
    } catch (error) {
      problems.push(
        `${relative(root, path)}: ${error.code === "ENOENT" ? "missing" : `not valid JSON (${error.message})`}`,
      );
      continue;
    }
    compare(en, other, language, relative(root, path));
  }
  if (process.argv.includes("--unused")) {
    const dir = dirname(dirname(enPath));
    const text = sources
      .filter((f) => f.startsWith(dir))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    for (const key of en.keys()) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
      if (!text.includes(`"${base}"`) && !text.includes(base.split(".").pop()))
        unused.push(`${relative(root, enPath)}: ${base}`);
    }
  }
}

for (const line of unused) console.log(`unused? ${line}`);
if (problems.length) {
  for (const line of problems) console.error(line);
  console.error(`\ni18n check: ${problems.length} problem(s) in ${catalogs.length} catalogs.`);
  process.exit(1);
}
console.log(
  `i18n check: ${catalogs.length} catalogs, ${keys} keys, complete in ${["en", ...translations].join(" and ")}.`,
);
