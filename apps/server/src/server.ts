import type { Logger } from "pino";
import { buildApp } from "./app.js";
import { ConfigError, dataPaths, loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { DataDirInUseError, lockDataDir } from "./db/data-dir-lock.js";
import { vacuumWhereDue } from "./db/embedded-maintenance.js";
import { createMemoryReturner } from "./db/embedded-memory.js";
import { deleteExpiredAuthSessions } from "./sign-in/auth-sessions.queries.js";
import { deleteExpiredChallenges } from "./sign-in/auth-challenges.queries.js";
import { announceNewVersion } from "./features/changelog/changelog-announce.js";
import { removeInventedSample } from "./features/open-powerlifting/sample.js";
import { bootstrapAdmin } from "./features/users/bootstrap-admin.js";
import { insertActivityLines, pruneActivityLog } from "./features/admin/activity-log.queries.js";
import { createJobHandlers } from "./jobs/handlers.js";
import { createJobLanes } from "./jobs/lanes.js";
import { isDependencyDown } from "./lib/dependency-errors.js";
import { ActivityLogStream } from "./lib/activity-log-stream.js";
import { createLogger } from "./lib/logger.js";
import { deleteExpiredIdempotencyKeys } from "./plugins/idempotency.queries.js";
import { connectRedis } from "./lib/redis.js";
import { createMailJob } from "./mail/mail-job.js";
import { createMailer, terminalLinkPrinter } from "./mail/mailer.js";
import { appVersion } from "./version.js";
import { checkWorkersConfig, isPrimary, superviseWorkers, workersWanted } from "./workers.js";

/**
 * Last line of defence: a lost PostgreSQL or Redis connection must never end the process (the pools
 * reconnect by themselves and requests answer 503 meanwhile). A rejected promise nobody awaited is
 * logged, not fatal. Any other uncaught exception leaves the process in an unknown state: it is logged
 * and the process exits, for the service manager to restart it.
 */
function guardProcess(logger: Logger) {
  process.on("unhandledRejection", (reason) => {
    if (isDependencyDown(reason)) logger.warn({ err: reason }, "unhandled rejection: dependency unavailable");
    else logger.error({ err: reason }, "unhandled promise rejection");
  });
  process.on("uncaughtException", (err) => {
    if (isDependencyDown(err)) return logger.warn({ err }, "uncaught error: dependency unavailable");
    logger.fatal({ err }, "uncaught exception; exiting");
    logger.flush?.();
    setTimeout(() => process.exit(1), 200).unref();
  });
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const workers = workersWanted(process.argv.slice(2), config);
  checkWorkersConfig(workers, config);
  if (workers > 1 && isPrimary()) {
    superviseWorkers(workers, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(`Topset ${appVersion}: ${workers} workers on port ${config.port}\n`);
    return;
  }
  const paths = dataPaths(config);
  // Every copy's log lines also go to the shared activity log (the admin screen), once the database is open.
  const activity = new ActivityLogStream();
  const logger = createLogger({ level: config.logLevel, logsDir: paths.logs, shared: activity });
  guardProcess(logger);
  // Only the embedded database needs the lock: PostgreSQL is shared by design.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  // The port opens only once the migrations and these start-up writes are done (under one lock).
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: paths.db,
    logger,
    startup: async (db) => {
      await bootstrapAdmin(db, config, logger);
      await removeInventedSample(db, logger);
    },
  });
  activity.attach((lines) => insertActivityLines(database.db, lines));
  const delivery = {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: paths.outbox,
    logger,
    printLinks: terminalLinkPrinter(config.env),
  };
  // Mail goes through the durable queue: delivered by the mail lane of whichever copy claims it first.
  // Set once the lanes exist (they need the mailer: an export mails its link).
  let wakeMailLane = () => {};
  const mailer = createMailer({ ...delivery, queue: { db: database.db, onQueued: () => wakeMailLane() } });
  const mailJob = createMailJob(delivery);
  let postponed = 0;
  const maintainDatabase = async (now: boolean) => {
    if (!now && database.stats().waiting > 0 && postponed++ < 10) return;
    postponed = 0;
    await vacuumWhereDue(database.db)
      .then((done) => done.analyzed.length && logger.info(done, "database vacuumed and analyzed"))
      .catch((err: unknown) => logger.error({ err }, "database maintenance failed"));
  };
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  const app = await buildApp({ config, database, mailer, logger, redis, version: appVersion });
  await app.listen({ port: config.port, host: config.host });
  const jobs = createJobLanes({
    db: database.db,
    logger,
    handlers: createJobHandlers({
      db: database.db,
      config,
      mailer,
      // Years of imported history: statistics and visibility catch up at once (db/embedded-maintenance.ts),
      // not at the embedded database's next quiet minute nor whenever PostgreSQL's autovacuum visits.
      afterImport: () => maintainDatabase(true),
    }),
    mailHandler: mailJob.handler,
  });
  wakeMailLane = () => jobs.mail.wake();
  jobs.start();
  // Hourly housekeeping: expired login sessions and sign-in steps, Idempotency-Keys past their 24 hours,
  // old activity.
  const prune = () =>
    Promise.all([
      pruneActivityLog(database.db, { keepDays: config.activityLogKeepDays }).catch((err) =>
        logger.error({ err }, "activity log prune failed"),
      ),
      deleteExpiredAuthSessions(database.db).catch((err) => logger.error({ err }, "session prune failed")),
      // Sign-in steps nobody finished (a second factor, a passkey or OIDC round trip).
      deleteExpiredChallenges(database.db).catch((err) => logger.error({ err }, "sign-in step prune failed")),
      deleteExpiredIdempotencyKeys(database.db).catch((err) =>
        logger.error({ err }, "idempotency key prune failed"),
      ),
    ]);
  void prune();
  // Subscribers hear once about each new version, the first time it starts.
  void announceNewVersion({
    db: database.db,
    mailer,
    logger,
    appUrl: config.appUrl,
    version: appVersion,
  }).catch((err: unknown) => logger.error({ err }, "changelog announcement failed"));
  setInterval(prune, 3_600_000).unref();
  // The embedded database has no autovacuum of its own (db/embedded-maintenance.ts). Its one
  // connection is held meanwhile, so the minute's pass waits for a minute without queued queries (at
  // most ten minutes under constant load).
  // After a busy spell its thread is restarted to give back the memory it grew to (db/embedded-memory.ts).
  if (database.kind === "pglite") {
    const memory = createMemoryReturner({ database, logger });
    app.server.on("request", () => memory.noteRequest());
    setInterval(() => {
      void maintainDatabase(false).then(() => memory.check());
    }, 60_000).unref();
  }
  logger.info(
    { url: config.appUrl, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `Topset ${appVersion} is ready`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    await app.close();
    // The lanes finish their running jobs (an export mails its link), then the messages still being
    // queued reach the table: the next copy to poll delivers them.
    await jobs.stop();
    await mailer.close();
    mailJob.close();
    // quit() refuses while Redis is away; then just drop the connection.
    await redis?.quit().catch(() => redis.disconnect());
    await activity.flush();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Topset could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
