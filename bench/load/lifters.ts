// Members for the load test and the workout recorder, made through the real HTTP API as the HTTP bench
// does (bench/http/seed.ts): signed up, verified by the link in the outbox, signed in, with a Strong
// history imported so that "last time", recent exercises and the session list have rows to read.
import { eachLimited, type Member } from "../http/client.js";
import { createLifter, importHistory } from "../http/members.js";

export { createLifter, importHistory, PASSWORD } from "../http/members.js";

/**
 * `count` lifters with `years` of history each. Signups run a few at a time (each hashes a password,
 * which is CPU the server shares); imports are queued all at once and the server works them off.
 */
export async function createLifters(
  baseURL: string,
  dataDir: string,
  opts: { count: number; years: number; log: (line: string) => void },
): Promise<{ lifters: Member[]; workouts: number; sets: number }> {
  const lifters: Member[] = [];
  const numbers = Array.from({ length: opts.count }, (_, n) => n);
  await eachLimited(numbers, 4, async (n) => void lifters.push(await createLifter(baseURL, dataDir, n)));
  opts.log(`${lifters.length} lifters signed up and signed in`);
  let workouts = 0;
  let sets = 0;
  await eachLimited([...lifters.entries()], 8, async ([n, lifter]) => {
    const h = await importHistory(baseURL, lifter, opts.years, n % 40);
    workouts += h.workouts;
    sets += h.sets;
  });
  if (opts.years > 0) opts.log(`imported ${workouts} sessions, ${sets} sets`);
  return { lifters, workouts, sets };
}
