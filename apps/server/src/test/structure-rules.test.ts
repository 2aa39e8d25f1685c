// The structure rules (scripts/structure/rules.mjs) fail for real: each one, run on a small tree with
// one deliberate violation, reports it, and the clean tree reports nothing. Then the repository
// itself: every rule holds, as `npm test` and `npm run lint` demand.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkStructure, MAX_LINES } from "../../../../scripts/structure/rules.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** A tiny repository that holds every rule: one web feature on lib, one server feature on its queries. */
const clean: Record<string, string> = {
  "apps/web/src/lib/api-client.ts": 'export const get = (p: string) => fetch("/api/v1" + p);\n',
  "apps/web/src/lib/shared-hook.ts":
    'import { get } from "./api-client";\nexport const use = () => get("/x");\n',
  "apps/web/src/components/card.tsx":
    'import { use } from "../lib/shared-hook";\nexport const Card = () => use();\n',
  "apps/web/src/features/sets/sets.api.ts":
    'import { get } from "../../lib/api-client";\nexport const sets = () => get("/api/v1/sets");\n',
  "apps/web/src/features/sets/sets-page.tsx": [
    'import { useSuspenseQuery } from "@tanstack/react-query";',
    'import { Card } from "../../components/card";',
    'import { use } from "../../lib/shared-hook";',
    '// fetch("/api/v1/not-a-call") in a comment is not a call',
    "export const Page = () => [useSuspenseQuery({}), Card, use];",
    "",
  ].join("\n"),
  "apps/web/src/features/tags/tags-page.tsx":
    'import { use } from "../../lib/shared-hook";\nexport const T = use;\n',
  "apps/web/src/app/router.tsx":
    'import { Page } from "../features/sets/sets-page";\nexport const r = Page;\n',
  "apps/server/src/features/sets/sets.queries.ts":
    'import { sql } from "drizzle-orm";\nexport const q = sql`select 1`;\n',
  "apps/server/src/features/sets/sets.service.ts": [
    'import type { SQL } from "drizzle-orm";',
    'import { q } from "./sets.queries.js";',
    "export const s = (x: SQL) => [q, x];",
    "",
  ].join("\n"),
  "apps/server/src/features/tags/tags.service.ts":
    'import { q } from "../sets/sets.queries.js";\nexport const t = q;\n',
};

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** The violations of `rule` in the clean tree changed by `change` (files added or replaced). */
function violations(rule: string, change: Record<string, string> = {}): string[] {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "topset-structure-"));
  for (const [file, text] of Object.entries({ ...clean, ...change })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const found = checkStructure(root);
  const key = Object.keys(found).find((name) => name.startsWith(rule));
  if (!key) throw new Error(`no rule named ${rule}`);
  return found[key]!;
}

describe("structure rules", () => {
  it("find nothing in a tree that holds them", () => {
    const found = checkStructure(
      ((root = fs.mkdtempSync(path.join(os.tmpdir(), "topset-structure-"))), root),
    );
    expect(Object.values(found).flat()).toEqual([]);
    for (const [file, text] of Object.entries(clean)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    expect(Object.values(checkStructure(root)).flat()).toEqual([]);
  });

  it("fail on a file over the line limit, but not on a long test or migration", () => {
    const long = "export const x = 1;\n".repeat(MAX_LINES + 1);
    const found = violations("files over", {
      "apps/server/src/features/sets/long.ts": long,
      "apps/server/src/features/sets/long.test.ts": long,
      "apps/server/src/db/migrations/0001_long.ts": long,
    });
    expect(found).toEqual([
      `apps/server/src/features/sets/long.ts: ${MAX_LINES + 1} lines (at most 300; split it by reason to change)`,
    ]);
  });

  it("fail on an import cycle, type imports and tests included", () => {
    const found = violations("import cycles", {
      "packages/shared/src/a.ts": 'import type { B } from "./b.js";\nexport type A = B[];\n',
      "packages/shared/src/b.ts": 'import { c } from "./c";\nexport type B = number;\nexport const b = c;\n',
      "packages/shared/src/c.ts": 'import type { A } from "./a.js";\nexport const c: A = [];\n',
    });
    expect(found).toEqual([
      "import cycle: packages/shared/src/a.ts ↔ packages/shared/src/b.ts ↔ packages/shared/src/c.ts",
    ]);
  });

  it("fail on a web feature, component or lib module importing a layer above it", () => {
    const found = violations("web layers", {
      "apps/web/src/app/paths.ts": "export const paths = {};\n",
      "apps/web/src/features/tags/uses-app.ts":
        'import { paths } from "../../app/paths";\nexport const p = paths;\n',
      "apps/web/src/lib/uses-feature.ts": 'export { T } from "../features/tags/tags-page";\n',
    });
    expect(found).toHaveLength(2);
    expect(found[0]).toContain("web features/ may not import app/");
    expect(found[1]).toContain("web lib/ may not import features/");
  });

  it("fail on a web feature importing another feature", () => {
    const found = violations("web imports across", {
      "apps/web/src/features/tags/uses-sets.ts": 'export { sets } from "../sets/sets.api";\n',
    });
    expect(found).toHaveLength(1);
  });

  it("fail on a component calling fetch or naming an /api/ path, not on *.api.ts or lib/", () => {
    const found = violations("web components calling", {
      "apps/web/src/features/sets/set-modal.tsx":
        'export const save = () => fetch(`/api/v1/sets/${1}`, { method: "POST" });\n',
    });
    expect(found).toEqual([
      "apps/web/src/features/sets/set-modal.tsx:1 calls fetch (put the request in the feature's *.api.ts or lib/)",
      "apps/web/src/features/sets/set-modal.tsx:1 names an /api/ path (put the request in the feature's *.api.ts or lib/)",
    ]);
  });

  it("fail on a screen branching on useQuery unless it is a listed exception", () => {
    const screen =
      'import { useQuery } from "@tanstack/react-query";\nexport const P = () => useQuery({});\n';
    const found = violations("web screens reading with useQuery", {
      "apps/web/src/features/sets/history-page.tsx": screen,
      "apps/web/src/features/search/search-panel.tsx": screen,
    });
    expect(found).toEqual([
      expect.stringContaining("apps/web/src/features/sets/history-page.tsx reads with useQuery"),
    ]);
  });

  it("fail on a form that is not on react-hook-form", () => {
    const found = violations("web forms", {
      "apps/web/src/features/sets/import-form.tsx":
        "export const F = () => <form onSubmit={() => {}}></form>;\n",
    });
    expect(found).toEqual(["apps/web/src/features/sets/import-form.tsx has a form not on react-hook-form"]);
  });

  it("fail on a lib/ module that one feature alone uses", () => {
    const found = violations("web lib/ modules used by one", {
      "apps/web/src/lib/tag-colors.ts": "export const colors = [];\n",
      "apps/web/src/features/tags/tag-chip.tsx":
        'import { colors } from "../../lib/tag-colors";\nexport const c = colors;\n',
    });
    expect(found).toEqual([
      expect.stringContaining("apps/web/src/lib/tag-colors.ts is used by the tags feature alone"),
    ]);
  });

  it("fail on a database query outside a queries or statements module", () => {
    const found = violations("server database queries", {
      "apps/server/src/features/sets/sets.routes.ts":
        'import { eq } from "drizzle-orm";\nexport const r = eq;\n',
      "apps/server/src/features/sets/sets-job.ts":
        'import { sets } from "../../db/schema/index.js";\nexport const j = sets;\n',
      "apps/server/src/db/schema/index.ts": "export const sets = {};\n",
      "apps/server/src/features/tags/tags-clean.ts": "export const clean = (tx: any) => tx.delete(1);\n",
    });
    expect(found).toHaveLength(3);
    expect(found.join("\n")).toMatch(/sets\.routes\.ts imports drizzle-orm/);
    expect(found.join("\n")).toMatch(/sets-job\.ts imports \.\.\/\.\.\/db\/schema/);
    expect(found.join("\n")).toMatch(/tags-clean\.ts sends a statement/);
  });

  it("fail on two server features importing each other, even through queries modules", () => {
    const found = violations("server features importing each other", {
      "apps/server/src/features/tags/tags.queries.ts": "export const tq = 1;\n",
      "apps/server/src/features/sets/sets-tags.ts":
        'import { tq } from "../tags/tags.queries.js";\nexport const x = tq;\n',
    });
    expect(found).toEqual([expect.stringContaining("server features sets and tags import each other")]);
  });
});

describe("the repository", () => {
  it("holds every structure rule", () => {
    const found = Object.entries(checkStructure(repoRoot)).filter(([, items]) => items.length > 0);
    expect(Object.fromEntries(found)).toEqual({});
  });
});
