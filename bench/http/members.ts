// Members of a benchmarked server, made through its real HTTP API as people would: signed up, verified
// by the link in the outbox, signed in, and given a Strong history by an import. The HTTP bench's seed
// and the load test both use them.
import path from "node:path";
import { readOutbox } from "../../apps/server/src/mail/outbox.js";
import { call, type Member } from "./client.js";
import { strongHistory } from "./strong-history.js";

export const PASSWORD = "bench-squat-bench-dead-1";

// Every lifter acts from an address of its own: signup (5 per 30 min) and login (10 a minute) are
// limited per address, as in production, and must not trip for a crowd on one machine.
let ipCounter = 0;
export const nextIp = () => `10.88.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

async function verificationLink(outbox: string, email: string): Promise<URL> {
  // Up to a minute: on a loaded machine the mail job can wait behind imports and other work.
  for (let tries = 0; tries < 1200; tries++) {
    const mail = (await readOutbox(outbox).catch(() => [])).find((m) => m.to.includes(email));
    const link = mail?.links.find((l) => l.includes("/verify-email/"));
    if (link) return new URL(link);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no verification mail for ${email}`);
}

export async function createLifter(baseURL: string, dataDir: string, n: number): Promise<Member> {
  const username = `lifter${n}_${Date.now().toString(36).slice(-5)}`;
  const email = `${username}@bench.test`;
  const ip = nextIp();
  await call(baseURL, { ip }, "POST", "/api/auth/signup", { username, email, password: PASSWORD });
  const link = await verificationLink(path.join(dataDir, "outbox"), email);
  await call(baseURL, { ip }, "GET", `/api/auth${link.pathname}${link.search}`);
  const login = await call(baseURL, { ip }, "POST", "/api/auth/login", { email, password: PASSWORD });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.split("=")[0]!.endsWith("topset_session"));
  if (!cookie) throw new Error(`login of ${email} set no session cookie`);
  const me = await call<{ id: number }>(baseURL, { ip, cookie }, "GET", "/api/v1/users/check-authentication");
  return { id: me.data[0]!.id, username, email, cookie, ip };
}

/** Imports `years` of Strong history for the lifter and waits for the job (one import runs at a time). */
export async function importHistory(baseURL: string, lifter: Member, years: number, seed: number) {
  if (years <= 0) return { workouts: 0, sets: 0 };
  const history = strongHistory(years, seed);
  const form = new FormData();
  form.append("weight_unit", "kg");
  form.append("file", new Blob([history.csv], { type: "text/csv" }), "strong.csv");
  const queued = await call<{ id: number }>(baseURL, lifter, "POST", "/api/v1/imports", form);
  const id = queued.data[0]!.id;
  for (;;) {
    const job = await call<{ status: string }>(baseURL, lifter, "GET", `/api/v1/imports/${id}`);
    const status = job.data[0]!.status;
    if (status === "done") return history;
    if (status === "failed") throw new Error(`import failed: ${JSON.stringify(job.data[0])}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
