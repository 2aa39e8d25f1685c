import { formatLongDate, formatNumber, formatTime } from "../../lib/i18n";

/** 2026/11/22 7:05 PM (German: 22.11.2026 19:05) */
export const formatDateTime = (iso: string) => `${formatLongDate(iso)} ${formatTime(iso)}`;

/** Bytes as the videos table shows them: 1 decimal in kB or MB. */
export function formatSize(bytes: number): string {
  const oneDecimal = (n: number) => formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (bytes < 1000) return `${formatNumber(bytes)} B`;
  if (bytes < 1_000_000) return `${oneDecimal(bytes / 1000)} kB`;
  return `${oneDecimal(bytes / 1_000_000)} MB`;
}
