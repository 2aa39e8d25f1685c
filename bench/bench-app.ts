// The real app in this process, as the in-process benches drive it (`app.inject`): silent logs, mail to an
// outbox, on PostgreSQL when a URL is given and on PGlite otherwise.
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { openDatabase, type OpenDatabaseOptions } from "../apps/server/src/db/client.js";
import { createMailer } from "../apps/server/src/mail/mailer.js";

/** The origin the bench app believes it serves; requests send it as `origin` to pass the CSRF check. */
export const BENCH_ORIGIN = "http://localhost:3000";

export async function startBenchApp(
  opts: Pick<OpenDatabaseOptions, "url" | "pgliteDir"> & { dataDir?: string } = {
    url: process.env.DATABASE_URL,
  },
) {
  const dataDir = opts.dataDir ?? os.tmpdir();
  const outboxDir = opts.dataDir
    ? path.join(opts.dataDir, "outbox")
    : path.join(os.tmpdir(), `topset-bench-outbox-${process.pid}`);
  const logger = pino({ level: "silent" });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: BENCH_ORIGIN,
    LOG_LEVEL: "silent",
  });
  const database = await openDatabase({ url: opts.url, pgliteDir: opts.pgliteDir });
  const mailer = createMailer({ from: config.mailFrom, outboxDir, logger });
  const app = await buildApp({ config, database, mailer, logger, version: "bench" });
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    logger,
    outboxDir,
    close: async () => {
      await app.close();
      await mailer.close();
      await database.close();
    },
  };
}
