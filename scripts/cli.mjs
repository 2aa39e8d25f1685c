// `npm run cli -- <command>`: build the server bundle when it is missing or older than its sources,
// then run an operator command (apps/server/src/cli.ts) with the same configuration as the server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const root = new URL("..", import.meta.url);
const bundle = new URL("apps/server/dist/cli.js", root);

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
  }
  return newest;
}

const sources = ["apps/server/src", "packages/shared/src"].map((p) => newestSource(new URL(p, root)));
const stale = !fs.existsSync(bundle) || fs.statSync(bundle).mtimeMs < Math.max(...sources);
if (stale) {
  const r = spawnSync("npm", ["run", "build", "-w", "apps/server"], { cwd: root, stdio: ["ignore", 2, 2] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import(bundle.href);
