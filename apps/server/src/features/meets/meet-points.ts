import {
  competitionLifts,
  convertWeight,
  dots,
  ipfGl,
  roundTo,
  wilks,
  type CompetitionLift,
  type Meet,
  type PointsEquipment,
} from "@topset/shared";
import type { MeetRow, PlacementCount, PlacementKey } from "./meets.queries.js";

// A meet's computed fields (docs/decisions/029-reports-and-meets.md): bests and total in kg, the
// points of the total, and the key that places it against the OpenPowerlifting data.

/** The lifts that make a total: all three, or bench only. */
export const eventLifts = (event: Meet["event"]): readonly CompetitionLift[] =>
  event === "B" ? ["bench"] : competitionLifts;

const CLASSIC = new Set<string>(["Raw", "Wraps", "Straps"]);
export const pointsEquipment = (equipment: string): PointsEquipment =>
  CLASSIC.has(equipment) ? "classic" : "equipped";

const kg = (row: MeetRow, value: number) => roundTo(convertWeight(value, row.weightUnit, "kg"), 2);

export type MeetScore = Pick<Meet, "best_kg" | "total_kg" | "dots" | "ipf_gl" | "wilks">;

export function scoreMeet(row: MeetRow): MeetScore {
  const lifts = eventLifts(row.event);
  const best = (lift: CompetitionLift) => {
    if (!lifts.includes(lift)) return null;
    const made = row.attempts.filter((a) => a.lift === lift && a.made === true).map((a) => a.weight);
    return made.length ? kg(row, Math.max(...made)) : null;
  };
  const best_kg = { squat: best("squat"), bench: best("bench"), deadlift: best("deadlift") };
  const bests = lifts.map((lift) => best_kg[lift]);
  const total_kg = bests.every((b) => b !== null)
    ? roundTo(
        bests.reduce((a, b) => a! + b!, 0)!,
        2,
      )
    : null;
  const bodyweightKg = row.bodyweight === null ? null : convertWeight(row.bodyweight, row.weightUnit, "kg");
  if (total_kg === null || bodyweightKg === null) {
    return { best_kg, total_kg, dots: null, ipf_gl: null, wilks: null };
  }
  const input = { sex: row.sex, bodyweightKg, totalKg: total_kg };
  return {
    best_kg,
    total_kg,
    dots: roundTo(dots(input), 2),
    ipf_gl: roundTo(ipfGl({ ...input, equipment: pointsEquipment(row.equipment), event: row.event }), 2),
    wilks: roundTo(wilks(input), 2),
  };
}

/** The placement group of a meet with a total, a federation and a class; null otherwise. */
export function placementKey(row: MeetRow, totalKg: number | null): PlacementKey | null {
  if (totalKg === null || !row.federation || !row.weightClass) return null;
  return {
    federation: row.federation,
    sex: row.sex,
    weightClass: row.weightClass,
    equipment: row.equipment,
    event: row.event,
    year: Number(row.date.slice(0, 4)),
    totalKg,
  };
}

export function toMeet(row: MeetRow, score: MeetScore, placement: PlacementCount | null): Meet {
  const key = placementKey(row, score.total_kg);
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    federation: row.federation,
    sex: row.sex,
    equipment: row.equipment,
    event: row.event,
    weight_unit: row.weightUnit,
    bodyweight: row.bodyweight,
    weight_class: row.weightClass,
    attempts: [...row.attempts].sort(
      (a, b) => competitionLifts.indexOf(a.lift) - competitionLifts.indexOf(b.lift) || a.attempt - b.attempt,
    ),
    flight_start: row.flightStart?.toISOString() ?? null,
    notes: row.notes,
    open_powerlifting_result_id: row.openPowerliftingResultId,
    ...score,
    placement:
      key && placement
        ? {
            place: placement.higher + 1,
            of: placement.of,
            federation: key.federation,
            weight_class: key.weightClass,
            year: key.year,
          }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
