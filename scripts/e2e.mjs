// `npm run test:e2e`: build the web app and the server from the current code, then run the Playwright
// journeys (e2e/) in Debian's Chromium. Extra arguments go to Playwright: `npm run test:e2e -- theme`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const chromium = "/usr/bin/chromium";

if (!fs.existsSync(chromium)) {
  console.error(
    `The end-to-end journeys need Chromium at ${chromium} (Playwright's own browsers are not downloaded).\n` +
      "Install it with:  sudo apt-get install chromium   (Debian/Ubuntu), then run npm run test:e2e again.",
  );
  process.exit(1);
}

const run = (command, args, env = process.env) => {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  return result.status ?? 1;
};

for (const workspace of ["apps/web", "apps/server"]) {
  const status = run("npm", ["run", "build", "-w", workspace]);
  if (status !== 0) {
    console.error(`Building ${workspace} failed; the journeys were not run.`);
    process.exit(status);
  }
}

const status = run("npx", ["playwright", "test", ...process.argv.slice(2)], {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
});
process.exit(status);
