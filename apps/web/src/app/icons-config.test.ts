import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconsUsed, subsetIconCss } from "../../icons.config";

// The build keeps only the icon rules the source names (decision 026): a name that is not a Bootstrap
// icon, or one pieced together at run time, would show nothing.
const iconCss = fs.readFileSync(
  path.resolve(import.meta.dirname, "../../../../node_modules/bootstrap-icons/font/bootstrap-icons.css"),
  "utf8",
);

describe("the icon stylesheet subset", () => {
  it("keeps the font, the base rule and the named icons only", () => {
    const out = subsetIconCss(iconCss, new Set(["sun", "moon-stars"]));
    expect(out).toContain("@font-face");
    expect(out).toContain(".bi::before");
    expect(out).toContain(".bi-sun::before");
    expect(out).toContain(".bi-moon-stars::before");
    expect(out).not.toContain(".bi-alarm::before");
    expect(out.match(/::before \{ content/g)).toHaveLength(2);
  });

  it("finds a rule for every icon the source names", () => {
    const used = iconsUsed(path.resolve(import.meta.dirname, ".."));
    expect(used.size).toBeGreaterThan(50);
    const kept = subsetIconCss(iconCss, used).match(/\.bi-([a-z0-9-]+)::before \{ content/g) ?? [];
    expect(kept).toHaveLength(used.size);
  });
});
