import { isSameLocalDay } from "@topset/shared";
import { formatMonthDay, formatTime } from "../../lib/i18n";

/** When a message was sent, as a chat shows it: the time today, the date before. */
export const chatTime = (iso: string, now = new Date()) =>
  isSameLocalDay(iso, now) ? formatTime(iso) : `${formatMonthDay(iso)} ${formatTime(iso)}`;
