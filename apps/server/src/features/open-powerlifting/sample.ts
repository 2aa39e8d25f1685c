import { createHash } from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "../../db/client.js";
import { deleteAllResults, firstResults } from "./open-powerlifting.queries.js";

/**
 * Earlier versions loaded 200 invented lifters into an empty table at start, and the search answered
 * them as real people. This fingerprint (rows, names, meets and dates in file order) recognises that
 * exact set, so a server that still holds it drops it; a real import never matches.
 */
export const INVENTED_SAMPLE = {
  rows: 200,
  sha256: "48dbb23e53def30d8fd8317fdd51ea10d024ee47bf524cb2f984a420a14d5130",
} as const;

/** The fingerprint of the table's first rows (one more than the sample, so a larger table never matches). */
export async function openPowerliftingFingerprint(db: Db): Promise<{ rows: number; sha256: string }> {
  const rows = await firstResults(db, INVENTED_SAMPLE.rows + 1);
  const hash = createHash("sha256");
  for (const row of rows) hash.update(`${row.name}\t${row.meetName ?? ""}\t${row.date ?? ""}\n`);
  return { rows: rows.length, sha256: hash.digest("hex") };
}

/** Deletes the invented sample if that is all the table holds. A failure only logs. */
export async function removeInventedSample(db: Db, logger: Logger): Promise<boolean> {
  try {
    const found = await openPowerliftingFingerprint(db);
    if (found.rows !== INVENTED_SAMPLE.rows || found.sha256 !== INVENTED_SAMPLE.sha256) return false;
    await deleteAllResults(db);
    logger.info("Removed the invented OpenPowerlifting sample: import the real data set to search it");
    return true;
  } catch (err) {
    logger.warn({ err }, "could not check the OpenPowerlifting table for the invented sample");
    return false;
  }
}
