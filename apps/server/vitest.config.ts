import { defineConfig } from "vitest/config";

export default defineConfig({
  // One fork, files in sequence, modules shared (src/test/harness.ts opens the database once per run).
  test: { pool: "forks", fileParallelism: false, isolate: false, testTimeout: 30000, hookTimeout: 120000 },
});
