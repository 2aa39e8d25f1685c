import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { OnlineUser } from "@topset/shared";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../lib/passwords.js";
import { testDatabase, unique } from "../../test/harness.js";
import { insertUser } from "../users/users.queries.js";

/**
 * Two real server processes on one PostgreSQL and one Redis (the "at scale" deployment): presence
 * recorded by one copy must be read by the other. Needs both services, so it runs where
 * DATABASE_URL and REDIS_URL are set (CI's PostgreSQL pass) and says so when it does not.
 */
const { DATABASE_URL, REDIS_URL } = process.env;
const missing = [!DATABASE_URL && "DATABASE_URL", !REDIS_URL && "REDIS_URL"].filter(Boolean);
if (missing.length > 0) {
  console.warn(
    `presence-cluster.test.ts skipped: it needs a shared PostgreSQL and Redis, and ${missing.join(" and ")} ` +
      `${missing.length > 1 ? "are" : "is"} not set (CI's PostgreSQL pass sets both).`,
  );
}

const serverDir = fileURLToPath(new URL("../../..", import.meta.url));
const password = "correct horse battery";

async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

type Copy = { url: string; child: ChildProcess; dataDir: string; output: string[] };

async function startCopy(admin: { email: string }): Promise<Copy> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-cluster-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
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
      ADMIN_PASSWORD: password,
      LOG_LEVEL: "warn",
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

async function stopCopy(copy: Copy) {
  if (copy.child.exitCode === null) {
    const exited = new Promise((r) => copy.child.once("exit", r));
    copy.child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (copy.child.exitCode === null) copy.child.kill("SIGKILL");
  }
  fs.rmSync(copy.dataDir, { recursive: true, force: true });
}

async function logIn(copy: Copy, email: string): Promise<string> {
  const res = await fetch(`${copy.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: copy.url },
    body: JSON.stringify({ email, password, remember_me: false }),
  });
  if (res.status !== 200) throw new Error(`login on ${copy.url} failed: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes("topset_session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0]!;
}

describe.skipIf(missing.length > 0)("presence across two server copies (PostgreSQL + Redis)", () => {
  const copies: Copy[] = [];
  const sockets: Socket[] = [];
  const admin = { email: `${unique("adm")}@example.test` };
  let memberEmail = "";
  let memberId = 0;

  beforeAll(async () => {
    const db = (await testDatabase()).db;
    const username = unique("mem");
    memberEmail = `${username}@example.test`;
    const member = await insertUser(db, {
      username,
      email: memberEmail,
      passwordHash: await hashPassword(password),
      verified: true,
    });
    memberId = member.id;
    // One after the other: the first applies any pending migration, then both share the database.
    copies.push(await startCopy(admin));
    copies.push(await startCopy(admin));
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(copies.map(stopCopy));
  });

  it("lists a member connected to the first copy when asked on the second", async () => {
    const [first, second] = copies as [Copy, Copy];
    const adminCookie = await logIn(second, admin.email);

    // The admin watches from the second copy; the member connects to the first.
    const watcher = connect(second.url, {
      transports: ["websocket"],
      extraHeaders: { cookie: adminCookie, origin: second.url },
      reconnection: false,
    });
    sockets.push(watcher);
    let pushed: OnlineUser[] = [];
    watcher.on("onlineUser", (users: OnlineUser[]) => (pushed = users));
    await new Promise<void>((resolve, reject) => {
      watcher.once("connect", resolve);
      watcher.once("connect_error", reject);
    });

    const member = connect(first.url, {
      transports: ["websocket"],
      extraHeaders: { cookie: await logIn(first, memberEmail), origin: first.url },
      reconnection: false,
    });
    sockets.push(member);
    await new Promise<void>((resolve, reject) => {
      member.once("connect", resolve);
      member.once("connect_error", reject);
    });
    member.emit("onlineUser");

    const readFromSecond = async () => {
      const res = await fetch(`${second.url}/api/admin/online-users`, { headers: { cookie: adminCookie } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: OnlineUser[] }).data;
    };
    const isListed = (users: OnlineUser[]) => users.some((u) => u.id === memberId);
    const listed = await until(readFromSecond, isListed);
    expect(listed.find((u) => u.id === memberId)).toMatchObject({ socket_id: member.id, connections: 1 });
    expect(JSON.stringify(listed)).not.toContain(memberEmail);
    // The push crossed copies too (socket.io's Redis adapter).
    await until(() => pushed, isListed);

    // Leaving on the first copy empties the list read on the second, and the second pushes that.
    member.disconnect();
    await until(readFromSecond, (users) => !isListed(users));
    await until(
      () => pushed,
      (users) => !isListed(users),
    );
  });
});
