/** Tile width for n sessions per week: 100/n %, n clamped to 1–7. */
export function tileWidth(perWeek: number): string {
  const n = Math.min(7, Math.max(1, Math.round(Number.isFinite(perWeek) ? perWeek : 4)));
  return `${100 / n}%`;
}

/** The logs of a session that have at least one video, in session order. */
export const logsWithVideos = <L extends { videos: readonly unknown[] }>(logs: readonly L[]): L[] =>
  logs.filter((log) => log.videos.length > 0);

/** A page index kept inside 0..count-1 (0 when there is nothing). */
export const clampIndex = (index: number, count: number) =>
  count <= 0 ? 0 : Math.min(count - 1, Math.max(0, Math.trunc(index)));
