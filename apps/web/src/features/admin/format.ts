import { formatLongDate, formatTime } from "@topset/shared";

/** 2026/11/22 7:05 PM */
export const formatDateTime = (iso: string) => `${formatLongDate(iso)} ${formatTime(iso)}`;

/** Bytes as the videos table shows them: 1 decimal in kB or MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
