import type { CommunitySession } from "@topset/shared";

/** How many feed pages a copy keeps (each some 25 KB at most: 25 cards). */
export const FEED_PAGES_CACHED = 200;

/** A feed page as read at one feed version: every card with its private fields (viewers differ). */
export type CachedFeedPage = { version: number; total: number; cards: CommunitySession[] };

/**
 * The feed pages this copy read last, by page (shape, viewer for "following", session, size,
 * offset), at most `max` of them, the least recently used leaving first. An entry serves a read only
 * while the database's feed version still equals the one it was read at (feed_version, bumped by
 * triggers on every change a card shows), so it is never stale and needs no clearing, on any copy
 * (docs/decisions/039-one-statement-reads.md). The cards are shared between reads: never mutated.
 */
export class FeedPageCache {
  private readonly pages = new Map<string, CachedFeedPage>();

  constructor(private readonly max: number) {}

  get(key: string): CachedFeedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Most recently used last: Map keeps insertion order.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedFeedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > this.max) this.pages.delete(this.pages.keys().next().value!);
  }
}
