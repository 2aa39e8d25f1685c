// `npm start`: build whatever is missing or out of date (web app, server bundle), then run the server.
// Migrations run at server start; data lives in DATA_DIR (./data by default).
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
await import(new URL("../apps/server/dist/server.js", import.meta.url).href);
