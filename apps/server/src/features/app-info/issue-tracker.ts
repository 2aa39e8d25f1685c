import type { TrackerItem } from "@topset/shared";
import { z } from "zod";
import { ReadCache } from "../../lib/cache.js";

const TIMEOUT_MS = 3_000;
const issuesCache = new ReadCache("issue-tracker", 30 * 60_000);

/** The part of a GitHub-style issue we use; anything else in the tracker's answer is ignored. */
const rawItemSchema = z.object({
  title: z.string(),
  html_url: z.string(),
  number: z.number(),
  state: z.string(),
  updated_at: z.string(),
  pull_request: z.unknown().optional(),
});

function toItem(raw: unknown): TrackerItem | undefined {
  const parsed = rawItemSchema.safeParse(raw);
  // Only web links reach the screen: the tracker is outside our control.
  if (!parsed.success || !/^https?:\/\//i.test(parsed.data.html_url)) return undefined;
  const item = parsed.data;
  return {
    title: item.title,
    url: item.html_url,
    number: item.number,
    kind: item.pull_request ? "pull" : "issue",
    state: item.state,
    updated: item.updated_at,
  };
}

async function fetchItems(url: string): Promise<TrackerItem[]> {
  const response = await fetch(url, {
    headers: { Accept: "application/vnd.github+json, application/json", "User-Agent": "Topset" },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`issue tracker answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error("issue tracker did not answer a list");
  return body.map(toItem).filter((item): item is TrackerItem => item !== undefined);
}

/** After a failure the tracker is left alone this long: members' page views must not hammer it. */
export const TRACKER_RETRY_MS = 60_000;
const failedAt = new Map<string, number>();

/**
 * The tracker's items, cached for everyone (they are public). A failure is remembered for
 * TRACKER_RETRY_MS, and simultaneous visitors share one fetch (the cache holds it while it loads), so
 * a slow or failing tracker costs one outbound request per minute rather than one per page view;
 * undefined means "not reachable".
 */
export async function trackerItems(url: string, now = Date.now()): Promise<TrackerItem[] | undefined> {
  const failed = failedAt.get(url);
  if (failed !== undefined && now - failed < TRACKER_RETRY_MS) return undefined;
  try {
    const items = await issuesCache.get(url, () => fetchItems(url));
    failedAt.delete(url);
    return items;
  } catch {
    failedAt.set(url, Date.now());
    return undefined;
  }
}
