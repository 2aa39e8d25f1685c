// `node scripts/client-generate.mjs [--document openapi.json]` (npm run client:generate): writes
// packages/client/src/schema.d.ts from the OpenAPI document, built afresh unless --document names one.
import fs from "node:fs";
import path from "node:path";
import { documentArg, readDocument, renderSchema, root, schemaFile } from "./client/schema.mjs";

const text = await renderSchema(readDocument(documentArg()));
fs.writeFileSync(schemaFile, text);
console.log(`client: wrote ${path.relative(root, schemaFile)}`);
