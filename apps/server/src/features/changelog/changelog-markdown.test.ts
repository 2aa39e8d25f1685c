import { describe, expect, it } from "vitest";
import { compareVersions } from "./changelog-announce.js";
import { renderInline, renderMarkdown } from "./changelog-markdown.js";
import { loadChangelog, parseChangelog, toChangelogEntries } from "./changelog-source.js";

const SAMPLE = `# Changelog

Intro text that belongs to no version.

## 0.2.0 (2026-12-01)

### Added

- A **bold** item with \`code <b>\` and a [link](https://example.com/a_b).
- A wrapped item
  that continues here.

### Fixed

- <script>alert(1)</script> stays text, and [bad](javascript:alert(1)) is not a link.

## [0.1.0](https://example.com/compare) (2026-11-01)

Plain paragraph.
`;

describe("changelog parsing", () => {
  it("splits the versions newest first, with their dates", () => {
    const versions = parseChangelog(SAMPLE);
    expect(versions.map((v) => [v.version, v.date])).toEqual([
      ["0.2.0", "2026-12-01"],
      ["0.1.0", "2026-11-01"],
    ]);
    expect(versions[0]?.markdown).not.toContain("Intro text");
    const entries = toChangelogEntries(versions);
    expect(entries.map((e) => e.current)).toEqual([true, false]);
  });

  it("renders the subset to HTML and lets no raw HTML or script link through", () => {
    const [latest] = toChangelogEntries(parseChangelog(SAMPLE));
    const html = latest!.changelog;
    expect(html).toContain("<h3>Added</h3>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<code>code &lt;b&gt;</code>");
    expect(html).toContain(
      '<a href="https://example.com/a_b" rel="noopener noreferrer" target="_blank">link</a>',
    );
    expect(html).toContain("<li>A wrapped item that continues here.</li>");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("javascript:");
    expect(renderInline('"quoted" & <tag>')).toBe("&quot;quoted&quot; &amp; &lt;tag&gt;");
    expect(renderMarkdown("Plain paragraph.")).toBe("<p>Plain paragraph.</p>");
  });

  it("reads the project's own CHANGELOG.md", () => {
    const versions = loadChangelog();
    expect(versions.length).toBeGreaterThan(0);
    expect(versions[0]?.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("compareVersions", () => {
  it("orders by semantic version, not as text", () => {
    expect(compareVersions("0.0.15", "0.0.9")).toBeGreaterThan(0);
    expect(compareVersions("1.0.0", "1.0.0")).toBe(0);
    expect(compareVersions("1.0.0-beta", "1.0.0")).toBeLessThan(0);
    expect(compareVersions("0.10.0", "0.9.9")).toBeGreaterThan(0);
  });
});
