import { defineCatalog } from "../../lib/i18n";
import en from "./locales/en.json";

export const { useT, t } = defineCatalog("blocks", en, { de: () => import("./locales/de.json") });

// The English of blockDurationText (@topset/shared): "5 days", "2 weeks", "2 weeks 3 days".
const LENGTH = /^(?:(\d+) weeks?)? ?(?:(\d+) days?)?$/;

/** A block's length (blockDurationText's English) in the language on screen; an unknown text as it is. */
export function blockLengthText(english: string): string {
  const match = LENGTH.exec(english);
  if (!match || (match[1] === undefined && match[2] === undefined)) return english;
  const weeks = match[1] === undefined ? null : t("length.weeks", { count: Number(match[1]) });
  const days = match[2] === undefined ? null : t("length.days", { count: Number(match[2]) });
  return weeks && days ? t("length.weeksDays", { weeks, days }) : (weeks ?? days ?? english);
}

// The English words of humanizeDuration (@topset/shared): "a few seconds", "a minute", "25 minutes", ...
const SPAN = /^(?:(a few seconds)|an? (minute|hour|day|month|year)|(\d+) (minute|hour|day|month|year)s)$/;

/** A session's length (sessionDurationText's English) in the language on screen; an unknown text as it is. */
export function spanText(english: string): string {
  const match = SPAN.exec(english);
  if (!match) return english;
  if (match[1]) return t("span.seconds");
  const unit = (match[2] ?? match[4]) as "minute" | "hour" | "day" | "month" | "year";
  return t(`span.${unit}s`, { count: match[3] === undefined ? 1 : Number(match[3]) });
}
