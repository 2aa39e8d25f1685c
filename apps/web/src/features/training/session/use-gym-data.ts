import { useQueries, useQuery } from "@tanstack/react-query";
import type { LastPerformance, SessionDetails } from "@topset/shared";
import { isClientId } from "../../../lib/outbox/client-ids";
import { useWeightUnit } from "../../../lib/settings-store";
import { exerciseLastTimeQuery, sessionLastTimesQuery, sessionPlatesQuery } from "../fast-entry.api";
import type { Plates } from "../entry/next-set";
import { exerciseGroupsQuery } from "../sessions.api";

/**
 * What the set entries of a session in progress read besides the session: last time per exercise (one
 * request for the session; one per exercise only for what it lacks, such as a session started with no
 * signal or an exercise added since), the plates and each exercise's category (for its rest).
 * None of it holds the screen up: each shows when it arrives, and a failure leaves it out.
 */
export function useGymData(session: SessionDetails) {
  const inProgress = session.end_date === null;
  const unit = useWeightUnit();
  const batch = useQuery({
    ...sessionLastTimesQuery(session.id),
    enabled: inProgress && !isClientId(session.id),
  });
  const batchDone = isClientId(session.id) || batch.isSuccess || batch.isError;
  const found = new Map<number, LastPerformance>((batch.data ?? []).map((last) => [last.exercise_id, last]));
  const missing =
    inProgress && batchDone ? session.logs.map((l) => l.exercise_id).filter((id) => !found.has(id)) : [];
  const singles = useQueries({ queries: [...new Set(missing)].map((id) => exerciseLastTimeQuery(id)) });
  for (const single of singles) if (single.data) found.set(single.data.exercise_id, single.data);

  const { data: settings } = useQuery({ ...sessionPlatesQuery(), enabled: inProgress });
  const plates: Plates = { setup: settings?.[unit], unit };
  const { data: groups } = useQuery({ ...exerciseGroupsQuery(), enabled: inProgress });
  const categories = new Map(
    (groups ?? []).flatMap((g) => g.exercises.map((e) => [e.id, g.category_name] as const)),
  );
  return { lastTimes: found, plates, categories };
}
