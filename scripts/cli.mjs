// `npm run cli -- <command>`: build the server bundle when it is missing or out of date, then run an
// operator command (apps/server/src/cli.ts) with the same configuration as the server.
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale(["apps/server"]);
await import(new URL("../apps/server/dist/cli.js", import.meta.url).href);
