// `node scripts/client-check.mjs [--document openapi.json]` (part of npm run lint): regenerates the
// typed client's schema in memory and exits 1 when packages/client/src/schema.d.ts differs from it.
// npm run lint passes the document npm run lint:openapi has just written, so nothing is built twice.
import fs from "node:fs";
import path from "node:path";
import { documentArg, readDocument, renderSchema, root, schemaFile } from "./client/schema.mjs";

const expected = await renderSchema(readDocument(documentArg()));
const committed = fs.existsSync(schemaFile) ? fs.readFileSync(schemaFile, "utf8") : null;
if (committed === expected) {
  console.log("client: packages/client is up to date with the OpenAPI document");
} else {
  const file = path.relative(root, schemaFile);
  const why = committed === null ? `${file} is missing` : `${file} differs from the OpenAPI document`;
  console.error(`packages/client is stale: run npm run client:generate (${why})`);
  process.exitCode = 1;
}
