import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
// NOTE: 2 is Algorithm.Argon2id; the const enum cannot be imported under verbatimModuleSyntax.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// A real hash of a random secret: verifying against it costs what a real check costs, so an unknown
// account answers in the same time as a wrong password (no enumeration by timing).
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}

/** True when a stored hash was made with weaker parameters than today's and should be upgraded at login. */
export function needsRehash(stored: string): boolean {
  const m = /\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  return !m || Number(m[1]) < options.memoryCost || Number(m[2]) < options.timeCost;
}
