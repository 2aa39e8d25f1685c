// Rebuild the web app and the server bundle when they are missing or older than their sources, so
// `npm start` and `npm run cli` never run yesterday's code after a `git pull`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const root = new URL("..", import.meta.url);

function newestFile(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(new URL(dir, root), { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
  }
  return newest;
}

const targets = [
  {
    workspace: "apps/web",
    output: "apps/web/dist/index.html",
    sources: ["apps/web/src", "apps/web/index.html"],
  },
  { workspace: "apps/server", output: "apps/server/dist/server.js", sources: ["apps/server/src"] },
];

/** Builds what is stale; `only` limits it to some workspaces. Build output goes to stderr. */
export function buildIfStale(only = targets.map((t) => t.workspace)) {
  const shared = newestFile("packages/shared/src");
  for (const t of targets.filter((t) => only.includes(t.workspace))) {
    const output = new URL(t.output, root);
    const sources = Math.max(
      shared,
      ...t.sources.map((s) =>
        fs.statSync(new URL(s, root)).isDirectory() ? newestFile(s) : fs.statSync(new URL(s, root)).mtimeMs,
      ),
    );
    if (fs.existsSync(output) && fs.statSync(output).mtimeMs >= sources) continue;
    const r = spawnSync("npm", ["run", "build", "-w", t.workspace], { cwd: root, stdio: ["ignore", 2, 2] });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
