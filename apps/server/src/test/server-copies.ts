import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Real server processes on one PostgreSQL and one Redis (the "at scale" deployment), for the tests that
 * prove something crosses copies. They need both services: `clusterMissing` names what is not set.
 */
const { DATABASE_URL, REDIS_URL } = process.env;
export const clusterMissing = [!DATABASE_URL && "DATABASE_URL", !REDIS_URL && "REDIS_URL"].filter(
  (v): v is string => Boolean(v),
);

/** Says why a cluster test file is skipped (CI's PostgreSQL pass sets both). */
export function warnClusterSkipped(file: string) {
  if (clusterMissing.length === 0) return;
  console.warn(
    `${file} skipped: it needs a shared PostgreSQL and Redis, and ${clusterMissing.join(" and ")} ` +
      `${clusterMissing.length > 1 ? "are" : "is"} not set (CI's PostgreSQL pass sets both).`,
  );
}

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
export const clusterPassword = "correct horse battery";

export async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Copy = { url: string; child: ChildProcess; dataDir: string; output: string[] };

export type CopyOptions = {
  /** Variables added to (or replacing) the defaults: another DATABASE_URL, S3_*, LOG_LEVEL. */
  env?: Record<string, string>;
  /** Runs the bundle (`npm run build -w apps/server` first) instead of the sources through tsx. */
  built?: boolean;
};

export async function startCopy(admin: { email: string }, options: CopyOptions = {}): Promise<Copy> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-cluster-"));
  const entry = options.built ? ["dist/server.js"] : ["--import", "tsx", "src/server.ts"];
  const child = spawn(process.execPath, entry, {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL,
      REDIS_URL,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: clusterPassword,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (b: Buffer) => output.push(b.toString()));
  child.stderr?.on("data", (b: Buffer) => output.push(b.toString()));
  const copy = { url, child, dataDir, output };
  const end = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server copy exited:\n${output.join("")}`);
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return copy;
    if (Date.now() > end) throw new Error(`server copy did not start:\n${output.join("")}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function stopCopy(copy: Copy) {
  if (copy.child.exitCode === null) {
    const exited = new Promise((r) => copy.child.once("exit", r));
    copy.child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (copy.child.exitCode === null) copy.child.kill("SIGKILL");
  }
  fs.rmSync(copy.dataDir, { recursive: true, force: true });
}

export async function logIn(copy: Copy, email: string): Promise<string> {
  const res = await fetch(`${copy.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: copy.url },
    body: JSON.stringify({ email, password: clusterPassword, remember_me: false }),
  });
  if (res.status !== 200) throw new Error(`login on ${copy.url} failed: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes("topset_session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0]!;
}
