import type { SearchResult, SearchResultType } from "@topset/shared";
import { t } from "./i18n";

/** A kind's heading in the results, in the language on screen. */
export const groupLabel = (type: SearchResultType): string => t(`groups.${type}`);

export type ResultGroup = { type: SearchResultType; items: { result: SearchResult; index: number }[] };

/**
 * The ranked answer shown by kind: a kind's place is that of its best result, its results keep their
 * rank. `index` is the place in the arrow keys' order (the order on screen).
 */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<SearchResultType, ResultGroup>();
  for (const result of results) {
    const group = groups.get(result.type) ?? { type: result.type, items: [] };
    groups.set(result.type, group);
    group.items.push({ result, index: -1 });
  }
  let index = 0;
  for (const group of groups.values()) for (const item of group.items) item.index = index++;
  return [...groups.values()];
}

/** The option an arrow key moves to: down from none is the first, up from none the last; both wrap. */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
