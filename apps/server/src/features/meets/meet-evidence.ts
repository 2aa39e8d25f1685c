import {
  convertWeight,
  E1RM_DECIMALS,
  estimateE1rm,
  roundTo,
  type Forecast,
  type LiftEvidence,
  type MeetEvidence,
} from "@topset/shared";
import type { Db } from "../../db/client.js";
import { findLiftExercises } from "../../lib/competition-lifts.queries.js";
import { findReportAccount } from "../reports/reports.queries.js";
import { localDay, reportZone, startOfDay, weekOf } from "../../lib/account-weeks.js";
import { liftForms } from "../insights/insights.service.js";
import { eventLifts } from "./meet-points.js";
import { listLiftSets, type LiftSet, type MeetRow } from "./meets.queries.js";

// The attempt planner's inputs (docs/decisions/029-reports-and-meets.md): the member's own training
// of each lift of the event over the 16 weeks before the meet (or before now, for a meet ahead).

export const EVIDENCE_WEEKS = 16;
export const HEAVY_SETS_MAX = 30;
const HEAVY_REPS_MAX = 5;
const DAY_MS = 86_400_000;
/** Older meets have no training logged here; also keeps the window inside what Date.UTC reads as written. */
const EARLIEST_WINDOW_END = "1900-01-01";

const formOf = (forecast: Forecast | null | undefined): LiftEvidence["form"] =>
  forecast
    ? {
        source: forecast.source,
        expected_kg: forecast.expected_kg,
        spread_kg: forecast.spread_kg,
        predictions: forecast.predictions,
      }
    : null;

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

export async function meetEvidence(db: Db, meet: MeetRow, now = new Date()): Promise<MeetEvidence> {
  const userId = meet.userId;
  const [account, exercises] = await Promise.all([
    findReportAccount(db, userId),
    findLiftExercises(db, userId),
  ]);
  const zone = reportZone(account.timezone);
  const to = new Date(Math.min(startOfDay(meet.date, zone).getTime(), now.getTime()));
  const from = new Date(to.getTime() - EVIDENCE_WEEKS * 7 * DAY_MS);
  const lifts = eventLifts(meet.event);
  const ids = lifts.map((lift) => exercises[lift]?.id).filter((id): id is number => id !== undefined);
  const rows =
    ids.length && meet.date >= EARLIEST_WINDOW_END ? await listLiftSets(db, userId, ids, { from, to }) : [];
  // Form is today's: it speaks to a meet still ahead, not to one already lifted.
  const ahead = startOfDay(meet.date, zone).getTime() + DAY_MS > now.getTime();
  const forms = ahead && ids.length ? await liftForms(db, userId, ids) : new Map<number, Forecast | null>();

  const evidenceOf = (lift: (typeof lifts)[number]): LiftEvidence => {
    const exercise = exercises[lift];
    const own = exercise ? rows.filter((r) => r.exercise_id === exercise.id) : [];
    const heavy = own.flatMap((row: LiftSet) => {
      if (row.rpe === null || row.reps > HEAVY_REPS_MAX) return [];
      // The member's method without the display band (reps ≤ 3, RPE ≥ 7): the planner weighs 4s and 5s too.
      const set = { weight: row.weight, reps: row.reps, rpe: row.rpe };
      const estimate = estimateE1rm(account.e1rmMethod, set, account.personalRpeChart);
      if (estimate === undefined || !(estimate > 0)) return [];
      const kg = (value: number) => convertWeight(value, row.weight_unit, "kg");
      return [
        {
          date: localDay(row.start_date, zone),
          week: weekOf(row.start_date, zone),
          weight_kg: roundTo(kg(row.weight), 2),
          reps: row.reps,
          rpe: row.rpe,
          e1rm_kg: roundTo(kg(roundTo(estimate, E1RM_DECIMALS)), E1RM_DECIMALS),
        },
      ];
    });
    const weekly = new Map<string, number>();
    for (const set of heavy) weekly.set(set.week, Math.max(weekly.get(set.week) ?? 0, set.e1rm_kg));
    const misses = own.flatMap((row) =>
      row.rpe !== null && row.prescription?.rpe !== undefined
        ? [Math.abs(row.rpe - row.prescription.rpe)]
        : [],
    );
    const error = mean(misses);
    return {
      lift,
      exercise_id: exercise?.id ?? null,
      exercise_name: exercise?.name ?? null,
      heavy_sets: heavy.slice(0, HEAVY_SETS_MAX).map(({ week: _week, ...set }) => set),
      weekly_e1rm: [...weekly.entries()]
        .map(([week, e1rm_kg]) => ({ week, e1rm_kg }))
        .sort((a, b) => a.week.localeCompare(b.week)),
      rpe_error: error === null ? null : roundTo(error, 2),
      form: formOf(exercise ? forms.get(exercise.id) : undefined),
    };
  };
  return { meet_id: meet.id, target_date: meet.date, lifts: lifts.map(evidenceOf) };
}
