// The rules that hold the code's shape (docs/architecture.md, "Rules that hold the shape"). Each
// rule reads the sources of a tree and answers its violations as lines of text; `checkStructure`
// runs them all. `npm test` and `npm run lint` fail on any violation (scripts/structure-report.mjs).
import { isMigration, isTest, readSources } from "./source-files.mjs";

export const MAX_LINES = 300;

/**
 * Reads that decorate a screen already shown and must never hold it up or blank it, so they stay on
 * `useQuery` instead of suspending. Each with its reason; everything else suspends.
 */
export const useQueryExceptions = {
  "apps/web/src/components/chat-link.tsx":
    "the chat icon's unread badge, kept live by the socket: it never holds up the screen it sits on",
  "apps/web/src/components/coach-note-banner.tsx":
    "the newest unread coach note above the sessions list: the list never waits for it, offline included",
  "apps/web/src/components/coach-notes-badge.tsx":
    "the unread coach notes on the tools tile, kept live by the socket: it never holds up the tools page",
  "apps/web/src/features/admin/activity-log-panel.tsx": "a live panel beside the admin screen, polled",
  "apps/web/src/features/admin/online-users-panel.tsx":
    "a live panel beside the admin screen, kept by the socket",
  "apps/web/src/features/blocks/block-programs.tsx": "the block page's program calendar, under the block",
  "apps/web/src/features/routines/program-page.tsx":
    "the program page's block select, a field of a shown form",
  "apps/web/src/features/search/search-panel.tsx":
    "the header search keeps the previous answer while the next loads",
  "apps/web/src/features/training/session/use-gym-data.ts":
    "last time, plates and categories decorate a running session",
  "apps/web/src/features/training/log/add-exercise-modal.tsx":
    "recent exercises lead a picker that works without them",
  "apps/web/src/features/training/sessions/routine-strip.tsx":
    "the sessions list's row of routines, above the list",
};

const web = "apps/web/src/";
const server = "apps/server/src/";
const featureOf = (rel, base) =>
  rel.startsWith(`${base}features/`) ? rel.slice(base.length).split("/")[1] : null;
const isSource = (file) => !isTest(file.rel) && !isMigration(file.rel);
const lineOf = (code, index) => code.slice(0, index).split("\n").length;

function longFiles(files) {
  return files
    .filter((f) => isSource(f) && f.lines > MAX_LINES)
    .map((f) => `${f.rel}: ${f.lines} lines (at most ${MAX_LINES}; split it by reason to change)`);
}

/** Strongly connected groups of files (Tarjan), any import kind: a circle is a circle, types too. */
function importCycles(files) {
  const edges = new Map(
    files.map((f) => [f.rel, [...new Set(f.imports.map((i) => i.target).filter(Boolean))]]),
  );
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (edges.get(node) ?? []).includes(node)) groups.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups.map((group) => `import cycle: ${group.join(" ↔ ")}`);
}

/** Web layers point one way: app → features → components → lib. */
function webLayers(files) {
  const layerOf = (rel) => (rel.startsWith(web) ? rel.slice(web.length).split("/")[0] : null);
  const below = {
    features: ["app"],
    components: ["app", "features"],
    lib: ["app", "features", "components"],
  };
  const found = [];
  for (const file of files.filter((f) => isSource(f) && f.rel.startsWith(web))) {
    const forbidden = below[layerOf(file.rel)] ?? [];
    for (const { target } of file.imports) {
      if (target && forbidden.includes(layerOf(target)))
        found.push(
          `${file.rel} imports ${target} (web ${layerOf(file.rel)}/ may not import ${layerOf(target)}/)`,
        );
    }
  }
  return found;
}

function webCrossFeature(files) {
  const found = [];
  for (const file of files.filter((f) => f.rel.startsWith(web))) {
    const own = featureOf(file.rel, web);
    for (const { target } of file.imports) {
      const other = target && featureOf(target, web);
      if (own && other && other !== own)
        found.push(`${file.rel} imports ${target} (web features never import each other)`);
    }
  }
  return found;
}

/** Only lib/ and the features' `*.api.ts` modules talk to the API. */
function webApiCalls(files) {
  const found = [];
  const mayCall = (rel) => rel.startsWith(`${web}lib/`) || /\.api\.ts$/.test(rel);
  for (const file of files.filter((f) => isSource(f) && f.rel.startsWith(web) && !mayCall(f.rel))) {
    for (const m of file.code.matchAll(/(?<![.\w$])fetch\s*\(|["'`]\/api\//g)) {
      const what = m[0].startsWith("fetch") ? "calls fetch" : "names an /api/ path";
      found.push(
        `${file.rel}:${lineOf(file.code, m.index)} ${what} (put the request in the feature's *.api.ts or lib/)`,
      );
    }
  }
  return found;
}

function webUseQuery(files, exceptions) {
  return files
    .filter(
      (f) =>
        isSource(f) && f.rel.startsWith(web) && /\buseQuery\s*[(<]/.test(f.code) && !(f.rel in exceptions),
    )
    .map((f) => `${f.rel} reads with useQuery (suspend with useSuspenseQuery, or list it with its reason)`);
}

function webFormsWithoutHookForm(files) {
  const usesHookForm = /\buseForm\s*[<(]|\buseFormContext\s*\(|\bUseFormReturn\b/;
  return files
    .filter(
      (f) =>
        isSource(f) &&
        f.rel.startsWith(web) &&
        /<[Ff]orm\b[^>]*onSubmit/.test(f.code) &&
        !usesHookForm.test(f.code),
    )
    .map((f) => `${f.rel} has a form not on react-hook-form`);
}

/** A lib/ module that only one feature imports is that feature's code. */
function webLibOfOneFeature(files) {
  const users = new Map();
  for (const file of files.filter((f) => isSource(f) && f.rel.startsWith(web))) {
    for (const { target } of file.imports) {
      if (!target?.startsWith(`${web}lib/`)) continue;
      const who = featureOf(file.rel, web) ?? file.rel.slice(web.length).split("/")[0];
      if (!users.has(target)) users.set(target, new Set());
      if (target !== file.rel) users.get(target).add(who);
    }
  }
  return [...users]
    .filter(
      ([, who]) =>
        who.size === 1 &&
        ![...who][0].startsWith("lib") &&
        !["app", "components", "main.tsx"].includes([...who][0]),
    )
    .map(
      ([target, who]) => `${target} is used by the ${[...who][0]} feature alone (move it into that feature)`,
    );
}

/** A value import of Drizzle or the tables, or a statement on a handle: that is a query. */
function serverQueriesOutsideModules(files) {
  const mayQuery = (rel) => /\.(queries|statements)\.ts$/.test(rel) || rel.startsWith(`${server}db/`);
  const statement = /\b(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*\(/;
  const found = [];
  for (const file of files.filter((f) => isSource(f) && f.rel.startsWith(server) && !mayQuery(f.rel))) {
    const drizzle = file.imports.find(
      (i) =>
        !i.typeOnly &&
        (/^drizzle-orm(\/|$)/.test(i.spec) || /(^|\/)db\/schema(\/|\.js$|$)/.test(i.target ?? i.spec)),
    );
    if (drizzle)
      found.push(
        `${file.rel} imports ${drizzle.spec} (database queries live in *.queries.ts or *.statements.ts)`,
      );
    else if (statement.test(file.code))
      found.push(`${file.rel} sends a statement (move it into *.queries.ts)`);
  }
  return found;
}

/** Two server features that import each other, by any file: one of them has to own the thing. */
function serverTwoWayFeatures(files) {
  const pairs = new Map();
  for (const file of files.filter((f) => f.rel.startsWith(server))) {
    const own = featureOf(file.rel, server);
    for (const { target } of file.imports) {
      const other = target && featureOf(target, server);
      if (own && other && other !== own) {
        const key = `${own}→${other}`;
        if (!pairs.has(key)) pairs.set(key, `${file.rel} → ${target}`);
      }
    }
  }
  const found = [];
  for (const [key, example] of pairs) {
    const [a, b] = key.split("→");
    if (a < b && pairs.has(`${b}→${a}`))
      found.push(`server features ${a} and ${b} import each other (${example}; ${pairs.get(`${b}→${a}`)})`);
  }
  return found;
}

export const rules = {
  "files over 300 lines (tests and migrations aside)": longFiles,
  "import cycles": importCycles,
  "web layers pointing up (app → features → components → lib)": webLayers,
  "web imports across features": webCrossFeature,
  "web components calling fetch or naming /api/ (outside lib/ and *.api.ts)": webApiCalls,
  "web screens reading with useQuery outside the listed exceptions": (files) =>
    webUseQuery(files, useQueryExceptions),
  "web forms not on react-hook-form": webFormsWithoutHookForm,
  "web lib/ modules used by one feature": webLibOfOneFeature,
  "server database queries outside *.queries.ts / *.statements.ts": serverQueriesOutsideModules,
  "server features importing each other": serverTwoWayFeatures,
};

/** Every rule's violations in the tree at `root`: { [rule]: string[] }. */
export function checkStructure(root) {
  const files = readSources(root);
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, rule(files)]));
}
