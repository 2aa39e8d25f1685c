import type { Logger } from "pino";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import type { Mailer } from "./mail/mailer.js";

/** What every feature receives: built once in server.ts (or a test), passed down explicitly. */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  version: string;
};
