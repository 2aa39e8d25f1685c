// The lint rules that hold the code's shape (docs/architecture.md, "Rules that hold the shape") are
// live: the repository's own ESLint config, run on small probe files, reports what they forbid.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The messages of one topset rule for `code` linted as if it were the file at `file` (repo-relative). */
async function findings(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === `topset/${rule}`).map((m) => m.message);
}

describe("topset/feature-boundaries", () => {
  const serverFile = "apps/server/src/features/health/lint-probe.ts";
  const webFile = "apps/web/src/features/help/lint-probe.tsx";

  it("reports a server feature importing another feature's non-queries module", async () => {
    const found = await findings(
      "feature-boundaries",
      serverFile,
      'import { deleteVideoFiles } from "../videos/videos.service.js";\nexport const probe = deleteVideoFiles;\n',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('Feature "health"');
    expect(found[0]).toContain('feature "videos"');
    expect(found[0]).toMatch(/lib\/.*packages\/shared/);
  });

  it("reports import type, export … from and a dynamic import() the same way", async () => {
    const found = await findings(
      "feature-boundaries",
      serverFile,
      [
        'import type { Probe } from "../users/user-access.js";',
        'export { probe } from "../blocks/blocks.service.js";',
        'export * from "../tags/tags.service.js";',
        'export const later = () => import("../videos/videos.service.js");',
        "export type P = Probe;",
        "",
      ].join("\n"),
    );
    expect(found).toHaveLength(4);
  });

  it("lets a server feature read another feature's *.queries module", async () => {
    const found = await findings(
      "feature-boundaries",
      serverFile,
      'import { findVideoKeys } from "../videos/videos.queries.js";\nexport const probe = findVideoKeys;\n',
    );
    expect(found).toEqual([]);
  });

  it("lets a feature import its own files and shared code", async () => {
    const found = await findings(
      "feature-boundaries",
      serverFile,
      'import { probe } from "./health.routes.js";\nimport { db } from "../../db/client.js";\nexport { probe, db };\n',
    );
    expect(found).toEqual([]);
  });

  it("reports any web feature importing another one, queries-like names included", async () => {
    const found = await findings(
      "feature-boundaries",
      webFile,
      [
        'import { sessionQuery } from "../training/training.api";',
        'import { x } from "../training/training.queries";',
        'import "../training/session-details.css";',
        "export { sessionQuery, x };",
        "",
      ].join("\n"),
    );
    expect(found).toHaveLength(3);
  });

  it("keeps the server's known exceptions to 5, each with a reason", async () => {
    type Boundaries = { allow: string; exceptions: { reason: string }[] };
    const config = await eslint.calculateConfigForFile(path.join(repoRoot, serverFile));
    const [, options] = config?.rules?.["topset/feature-boundaries"] as [unknown, Boundaries];
    expect(options.allow).toBe("queries");
    expect(options.exceptions.length).toBeLessThanOrEqual(5);
    for (const exception of options.exceptions) expect(exception.reason.trim()).not.toBe("");
  });
});

describe("topset/no-outside-citations", () => {
  const citing = "// The bound comes from spec §5.\nexport const limit = 24;\n";

  it("reports a comment citing a document outside the repository in a source file", async () => {
    expect(
      await findings("no-outside-citations", "apps/server/src/features/health/lint-probe.ts", citing),
    ).toHaveLength(1);
    expect(
      await findings("no-outside-citations", "packages/shared/src/schemas/lint-probe.ts", citing),
    ).toHaveLength(1);
  });

  it("reports strings, templates and every decided pattern, in any case", async () => {
    const code = [
      'export const a = "see original-facts";',
      "export const b = `product-spec, part ${a}`;",
      "/* Issue #12 */",
      "// fixed in issue 7",
      "// SPEC §3",
      "",
    ].join("\n");
    expect(await findings("no-outside-citations", "apps/web/src/lib/lint-probe.ts", code)).toHaveLength(5);
  });

  it("accepts a citation of docs/product.md and the word issue without a number", async () => {
    const code = '// (docs/product.md, "Validation and limits")\nexport const label = "Report an issue";\n';
    expect(await findings("no-outside-citations", "apps/web/src/lib/lint-probe.ts", code)).toEqual([]);
  });

  it("leaves tests and fixtures alone", async () => {
    for (const file of [
      "apps/server/src/features/health/lint-probe.test.ts",
      "apps/web/src/features/help/lint-probe.test.tsx",
      "apps/server/src/features/health/lint-probe.fixtures.ts",
      "apps/server/src/test/lint-probe.ts",
      "e2e/lint-probe.spec.ts",
    ])
      expect(await findings("no-outside-citations", file, citing)).toEqual([]);
  });
});
