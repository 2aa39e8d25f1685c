import { VIDEO_MAX_BYTES } from "@topset/shared";

/** The spec's upload form texts (section 5). */
export const videoMessages = {
  required: "Please choose a video to upload!",
  tooBig: "Your video is more than 10 MB. Click here to choose another video!",
  uploaded: "A video has been uploaded!",
} as const;

/** The error to show for the chosen file, or null when it may be uploaded. */
export function videoFileError(file: { size: number } | null | undefined): string | null {
  if (!file) return videoMessages.required;
  if (file.size > VIDEO_MAX_BYTES) return videoMessages.tooBig;
  return null;
}

/** The authenticated API addresses of one video. */
export const videoUrls = (id: number) => ({
  stream: `/api/v1/videos/${id}/stream`,
  download: `/api/v1/videos/${id}/download`,
  thumbnail: `/api/v1/videos/${id}/thumbnail`,
});

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
