import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { renderMarkdown } from "./changelog-markdown.js";

export type ChangelogVersion = {
  version: string;
  /** `YYYY-MM-DD`, or null for an unreleased version. */
  date: string | null;
  /** The section's Markdown, without its heading. */
  markdown: string;
};

// A version heading: `## 0.2.0 (2026-12-01)`, `## [0.2.0](url) - 2026-12-01`, `## 0.1.0 (unreleased)`.
const VERSION_HEADING = /^##\s+\[?v?(\d+\.\d+\.\d+(?:-[\w.]+)?)\]?(?:\([^)]*\))?\s*(.*)$/;

/** Splits CHANGELOG.md into versions in file order (the file lists the newest first). */
export function parseChangelog(markdown: string): ChangelogVersion[] {
  const versions: ChangelogVersion[] = [];
  let current: { version: string; date: string | null; lines: string[] } | null = null;
  const close = () => {
    if (current)
      versions.push({
        version: current.version,
        date: current.date,
        markdown: current.lines.join("\n").trim(),
      });
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = VERSION_HEADING.exec(line);
    if (heading) {
      close();
      current = {
        version: heading[1] ?? "",
        date: /\d{4}-\d{2}-\d{2}/.exec(heading[2] ?? "")?.[0] ?? null,
        lines: [],
      };
    } else if (/^#{1,2}\s/.test(line)) {
      // The title or another top-level heading ends the current version.
      close();
      current = null;
    } else {
      current?.lines.push(line);
    }
  }
  close();
  return versions;
}

/** The versions newest first, each rendered to safe HTML; only the first is `current`. */
export function toChangelogEntries(versions: ChangelogVersion[]) {
  return versions.map((v, i) => ({
    version: v.version,
    date: v.date,
    current: i === 0,
    changelog: renderMarkdown(v.markdown),
  }));
}

/**
 * Where CHANGELOG.md is: next to the bundle in dist/ (build.mjs copies it), or at the repository root
 * when running from src/ (tests, dev).
 */
const candidates = [
  new URL("./CHANGELOG.md", import.meta.url),
  new URL("../../../../../CHANGELOG.md", import.meta.url),
];

let loaded: ChangelogVersion[] | undefined;

/** The project's changelog, read once per process (the file ships with the build and never changes under it). */
export function loadChangelog(): ChangelogVersion[] {
  if (loaded) return loaded;
  for (const url of candidates) {
    const file = fileURLToPath(url);
    if (fs.existsSync(file)) {
      loaded = parseChangelog(fs.readFileSync(file, "utf8"));
      return loaded;
    }
  }
  loaded = [];
  return loaded;
}
