import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import type { Db } from "../../db/client.js";
import { importOpenPowerlifting } from "./import.js";
import { openPowerliftingIsEmpty } from "./open-powerlifting.queries.js";

// NOTE: next to this module in the source tree, next to the bundle in dist (build.mjs copies it).
export const samplePath = fileURLToPath(new URL("./sample/openpowerlifting-sample.csv", import.meta.url));

/**
 * The demo works out of the box: an empty OpenPowerlifting table gets the bundled ~200-row sample at
 * start. A real `import-openpowerlifting` replaces it. A failure only logs: the search is not worth
 * refusing to start for.
 */
export async function loadSampleIfEmpty(db: Db, logger: Logger): Promise<void> {
  try {
    if (!(await openPowerliftingIsEmpty(db))) return;
    const result = await importOpenPowerlifting(db, fs.createReadStream(samplePath));
    logger.info({ rows: result.rows }, "OpenPowerlifting table was empty: loaded the bundled sample");
  } catch (err) {
    logger.warn({ err }, "could not load the OpenPowerlifting sample");
  }
}
