import type { SessionFlag } from "@topset/shared";
import { defineCatalog } from "../../lib/i18n";
import en from "./locales/en.json";

/**
 * Words the training screens share: a session's state and its lengths of time. A component that shows
 * them calls `useTrainingWords()` first, so it waits for the language's catalog like its own.
 */
export const { useT: useTrainingWords, t } = defineCatalog("training", en, {
  de: () => import("./locales/de.json"),
});

const FLAG = { "in progress": "flag.inProgress", incomplete: "flag.incomplete" } as const;

/** "in progress", "incomplete" (sessionFlag), or "completed" for no flag, in the language on screen. */
export const flagText = (flag: SessionFlag | null) => t(flag ? FLAG[flag] : "flag.completed");

// The English words of humanizeDuration (@topset/shared): "a few seconds", "a minute", "25 minutes", ...
const SPAN = /^(?:(a few seconds)|an? (minute|hour|day|month|year)|(\d+) (minute|hour|day|month|year)s)$/;

type Unit = "minute" | "hour" | "day" | "month" | "year";

/**
 * humanizeDuration's English ("25 minutes") in the language on screen; with `ago`, as time past
 * ("25 minutes ago"). A text it does not know is shown as it is.
 */
export function spanText(english: string, ago = false): string {
  const match = SPAN.exec(english);
  if (!match) return english;
  const group = ago ? "ago" : "span";
  if (match[1]) return t(`${group}.seconds`);
  const unit = (match[2] ?? match[4]) as Unit;
  const count = match[3] === undefined ? 1 : Number(match[3]);
  return t(`${group}.${unit}s`, { count });
}
