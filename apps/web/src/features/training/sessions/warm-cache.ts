import type { QueryClient } from "@tanstack/react-query";
import { sessionQuery } from "../../../lib/training-session";
import { recentExercisesQuery, sessionPlatesQuery } from "../fast-entry.api";
import { blocksQuery, exerciseGroupsQuery, sessionsListQuery } from "../sessions.api";

/** Data read within this long counts as fresh enough: a reload does not read it all again. */
const FRESH_FOR = 5 * 60 * 1000;

/**
 * Reads what a lifter needs in the gym while the network is there: the sessions list, the pickers of
 * the add-session and add-exercise forms (with the recent exercises), the plates, and the newest
 * session. They are kept on the device with the
 * rest of the training data (lib/query-persist.ts), so a basement with no signal opens them even when
 * they were not opened on this device before (docs/decisions/021-installable-and-offline-reads.md).
 * Best effort: a failure leaves the screens to read for themselves.
 */
export async function warmTrainingCache(client: QueryClient) {
  const stale = (key: readonly unknown[]) =>
    Date.now() - (client.getQueryState(key)?.dataUpdatedAt ?? 0) > FRESH_FOR;
  const list = sessionsListQuery();
  const reads: Promise<unknown>[] = [];
  if (stale(list.queryKey)) reads.push(client.prefetchInfiniteQuery(list));
  const blocks = blocksQuery();
  if (stale(blocks.queryKey)) reads.push(client.prefetchQuery(blocks));
  const exercises = exerciseGroupsQuery();
  if (stale(exercises.queryKey)) reads.push(client.prefetchQuery(exercises));
  const recent = recentExercisesQuery();
  if (stale(recent.queryKey)) reads.push(client.prefetchQuery(recent));
  const plates = sessionPlatesQuery();
  if (stale(plates.queryKey)) reads.push(client.prefetchQuery(plates));
  await Promise.all(reads);
  const newest = client.getQueryData(list.queryKey)?.pages[0]?.data[0];
  if (newest) {
    const detail = sessionQuery(newest.id);
    if (stale(detail.queryKey)) await client.prefetchQuery(detail);
  }
}
