// Bundles the server into dist/ (the shared workspace is compiled in; npm dependencies stay external).
import fs from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(fs.readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@topset/"));

fs.rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [
    "src/server.ts",
    "src/cli.ts",
    // The import reader's thread, loaded by file name next to the bundle (features/imports/read-off-thread.ts).
    { in: "src/features/imports/read-file.worker.ts", out: "read-file.worker" },
  ],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});
fs.cpSync(new URL("./src/db/migrations", import.meta.url), new URL("./dist/migrations", import.meta.url), {
  recursive: true,
});
// The embedded database's thread is loaded by file name next to the bundle (db/pglite-thread.ts).
fs.copyFileSync(
  new URL("./src/db/pglite-worker.mjs", import.meta.url),
  new URL("./dist/pglite-worker.mjs", import.meta.url),
);
// The changelog screen and the new-version mail read it next to the bundle (features/changelog/changelog-source.ts).
fs.copyFileSync(
  new URL("../../CHANGELOG.md", import.meta.url),
  new URL("./dist/CHANGELOG.md", import.meta.url),
);
console.log("server bundle written to apps/server/dist");
