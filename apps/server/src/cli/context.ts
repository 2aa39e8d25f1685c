import { dataPaths, loadConfig, type Config } from "../config.js";
import { openDatabase, type Database } from "../db/client.js";
import { lockDataDir } from "../db/data-dir-lock.js";
import { createLogger } from "../lib/logger.js";

/** What every operator command gets: the same configuration and database the server would use. */
export type CliContext = {
  config: Config;
  paths: ReturnType<typeof dataPaths>;
  /** Opens the database on first use (and takes the embedded database's lock while the command runs). */
  database(): Promise<Database>;
  out(line: string): void;
};

export type CliCommand = {
  /** One line for `npm run cli -- help`. */
  summary: string;
  usage?: string;
  run(args: string[], ctx: CliContext): Promise<void>;
};

/** Raised for a usage mistake: printed without a stack, exit code 2. */
export class UsageError extends Error {}

export function createCliContext(
  env: NodeJS.ProcessEnv = process.env,
): CliContext & { close(): Promise<void> } {
  const config = loadConfig(env);
  const paths = dataPaths(config);
  let opened: Promise<Database> | undefined;
  let unlock = () => {};
  return {
    config,
    paths,
    out: (line) => process.stdout.write(`${line}\n`),
    database() {
      opened ??= (async () => {
        if (!config.databaseUrl) unlock = lockDataDir(config.dataDir);
        const logger = createLogger({ level: "warn", logsDir: paths.logs });
        return openDatabase({ url: config.databaseUrl, pgliteDir: paths.db, logger });
      })();
      return opened;
    },
    async close() {
      if (opened) await (await opened).close();
      unlock();
    },
  };
}
