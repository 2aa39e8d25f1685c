// Waits for a server child process to answer /health: shared by scripts/built-server.mjs and the
// HTTP bench (bench/http/server.ts), which start the built server the same way.

/**
 * Resolves once `${baseURL}/health` answers 200; if the child exits or `seconds` pass first, calls
 * `stop` (which ends the child and cleans up) and throws.
 */
export async function waitForHealth(child, baseURL, { seconds, stop }) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${baseURL}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /health within ${seconds} s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
