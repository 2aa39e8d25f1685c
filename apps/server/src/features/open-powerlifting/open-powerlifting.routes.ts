import {
  OPEN_POWERLIFTING_NO_RESULTS,
  openPowerliftingQuerySchema,
  openPowerliftingResultSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { limits } from "../../plugins/rate-limits.js";
import { IMPORT_COMMAND } from "./import-command.js";
import { openPowerliftingIsEmpty, searchOpenPowerlifting } from "./open-powerlifting.queries.js";

export const OPEN_POWERLIFTING_NOT_IMPORTED =
  "No OpenPowerlifting data has been imported on this server yet. An operator can load the official data set.";

const statusSchema = z.object({
  /** False until an operator has run the import: searches then find nothing. */
  imported: z.boolean(),
  /** How to load the official bulk CSV (downloaded from openpowerlifting.org and unzipped). */
  import_command: z.string(),
});

/** Mounted under /api/v1 behind requireUser: the local copy of the public OpenPowerlifting data set. */
export const openPowerliftingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  app.get(
    "/variables/open-powerlifting/status",
    {
      schema: {
        tags: ["variables"],
        summary: "Whether the OpenPowerlifting data set has been imported, and the command that imports it",
        response: { 200: successSchema(statusSchema) },
      },
    },
    async () => {
      const imported = !(await openPowerliftingIsEmpty(db));
      const message = imported ? "OpenPowerlifting data is available." : OPEN_POWERLIFTING_NOT_IMPORTED;
      return ok(message, [{ imported, import_command: IMPORT_COMMAND }]);
    },
  );
  app.get(
    "/variables/open-powerlifting",
    {
      schema: {
        tags: ["variables"],
        summary: "Meet results of the lifters whose name contains q (best first, at most 50)",
        querystring: openPowerliftingQuerySchema,
        response: { 200: successSchema(openPowerliftingResultSchema) },
      },
      config: { rateLimit: limits.search },
    },
    async (req) => {
      const rows = await searchOpenPowerlifting(db, req.query.q);
      if (rows.length > 0) return ok(`Found ${rows.length} result(s).`, rows);
      // Nothing found in an empty table is not "no such lifter": say that nothing was imported.
      return ok(
        (await openPowerliftingIsEmpty(db)) ? OPEN_POWERLIFTING_NOT_IMPORTED : OPEN_POWERLIFTING_NO_RESULTS,
        [],
      );
    },
  );
};
