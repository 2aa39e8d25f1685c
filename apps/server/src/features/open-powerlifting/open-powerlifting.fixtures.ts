import { fileURLToPath } from "node:url";

/** Invented lifters in the official CSV layout, for tests only (test-data/README.md). */
export const inventedLiftersPath = fileURLToPath(
  new URL("./test-data/invented-lifters.csv", import.meta.url),
);
