/**
 * "The first screen is drawn": the moment a page's first route has committed its content (not a
 * loading spinner) and the browser has painted it. Work that the first screen does not show (the
 * live connection, decision 053) waits for it, and scripts/weight-report.mjs reads the performance mark
 * to count what a first visit downloads before it apart from what comes after.
 */
export const FIRST_SCREEN_MARK = "topset:first-screen";

let drawn = false;
const waiting: Array<() => void> = [];

/** Called once the first screen has painted (app-shell's mark), or by main.tsx's fallback timer. */
export function firstScreenDrawn() {
  if (drawn) return;
  drawn = true;
  performance.mark?.(FIRST_SCREEN_MARK);
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the first screen is drawn: at once if it already is. */
export function afterFirstScreen(run: () => void) {
  if (drawn) run();
  else waiting.push(run);
}
