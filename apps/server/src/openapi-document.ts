import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { createMailer } from "./mail/mailer.js";
import { appVersion } from "./version.js";

/** The OpenAPI document of the whole app, built on a throwaway in-memory database without listening. */
export async function buildOpenApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-openapi-"));
  const logger = pino({ level: "silent" });
  const database = await openDatabase({});
  try {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const mailer = createMailer({ from: config.mailFrom, outboxDir: path.join(dataDir, "outbox"), logger });
    const app = await buildApp({ config, database, mailer, logger, version: appVersion });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx apps/server/src/openapi-document.ts <file>` writes the document (npm run lint:openapi lints it).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) throw new Error("usage: openapi-document.ts <output.json>");
  const document = await buildOpenApiDocument();
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
}
