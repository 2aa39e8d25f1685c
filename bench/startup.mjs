// Measures the embedded server's start time (fresh and existing data directory) and its idle memory.
// Usage: npm run build && node bench/startup.mjs   (prints figures; asserts nothing)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const server = new URL("../apps/server/dist/server.js", import.meta.url).pathname;
const port = 3290;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-bench-"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

async function run(label) {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  const readyMs = Math.round(performance.now() - started);
  await fetch(`http://127.0.0.1:${port}/`);
  await sleep(10_000);
  const idle = rssMb(child.pid);
  child.kill("SIGTERM");
  await new Promise((r) => child.on("exit", r));
  console.log(`${label.padEnd(34)} ready in ${String(readyMs).padStart(5)} ms   idle RSS ${idle} MB`);
}

console.log(`node ${process.version}, ${os.cpus().length} cores`);
await run("fresh data directory (initdb)");
await run("existing data directory");
fs.rmSync(dataDir, { recursive: true, force: true });
