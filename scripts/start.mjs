// `npm start`: build whatever is missing (web app, server bundle), then run the server.
// Migrations run at server start; data lives in DATA_DIR (./data by default).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const root = new URL("..", import.meta.url);
const exists = (p) => fs.existsSync(new URL(p, root));
const run = (args) => {
  const r = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!exists("apps/web/dist/index.html")) run(["run", "build", "-w", "apps/web"]);
if (!exists("apps/server/dist/server.js")) run(["run", "build", "-w", "apps/server"]);

await import(new URL("apps/server/dist/server.js", root).href);
