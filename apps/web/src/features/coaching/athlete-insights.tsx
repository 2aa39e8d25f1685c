import { useSuspenseQuery } from "@tanstack/react-query";
import type { CalibrationRowWire } from "@topset/shared";
import { Suspense, useState } from "react";
import { PageSpinner } from "../../components/page-spinner";
import { athleteCalibrationQuery, athleteReadinessQuery } from "./athlete-insights.api";
import { athleteWeekQuery } from "./coaching.api";

const round = (kg: number) => Math.round(kg * 2) / 2;
/** The rep counts a coach reads the RPE chart at, at RPE 8. */
const CHART_REPS = [1, 3, 5, 8];

function Readiness({ athleteId, exerciseId }: { athleteId: number; exerciseId: number }) {
  const { data: readiness } = useSuspenseQuery(athleteReadinessQuery(athleteId, exerciseId));
  if (!readiness?.today) {
    return (
      <p className="small text-body-secondary mb-0">Not enough heavy sets of this lift for a forecast yet.</p>
    );
  }
  const { today } = readiness;
  return (
    <p className="mb-0">
      <span className="fs-4 fw-bold">{round(today.expected_kg)}</span> kg expected today{" "}
      <span className="small text-body-secondary">
        (likely {round(today.low_kg)}–{round(today.high_kg)} kg, from {readiness.points} days
        {readiness.better_than_no_change ? "" : "; no better than last time's best yet"})
      </span>
    </p>
  );
}

function Calibration({ rows }: { rows: CalibrationRowWire[] }) {
  const personal = rows.filter((r) => r.method === "personal" && r.rpe === 8 && CHART_REPS.includes(r.reps));
  if (!personal.some((r) => r.sets_used > 0)) {
    return (
      <p className="small text-body-secondary mb-0">Nothing learnt yet: the standard RPE chart applies.</p>
    );
  }
  return (
    <table className="table table-sm mb-0 small">
      <thead>
        <tr>
          <th scope="col">At RPE 8</th>
          <th scope="col" className="text-end">
            Athlete
          </th>
          <th scope="col" className="text-end">
            Chart
          </th>
          <th scope="col" className="text-end">
            Sets
          </th>
        </tr>
      </thead>
      <tbody>
        {personal.map((r) => (
          <tr key={r.reps}>
            <td>{r.reps} reps</td>
            <td className="text-end fw-semibold">{Math.round(r.personal_pct)}%</td>
            <td className="text-end text-body-secondary">{Math.round(r.standard_pct)}%</td>
            <td className="text-end text-body-secondary">{r.sets_used}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The Insights tab: readiness today for each lift of the last 12 weeks, and how the athlete's RPE calls
 * compare with the standard chart (percent of e1RM lifted at an 8): a compact summary of the member's
 * own Insights screen.
 */
export function AthleteInsights({ athleteId }: { athleteId: number }) {
  const { data: week } = useSuspenseQuery(athleteWeekQuery(athleteId, undefined));
  const { data: calibration } = useSuspenseQuery(athleteCalibrationQuery(athleteId));
  const lifts = week?.trends ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const lift = lifts.find((l) => l.exercise_id === chosen) ?? lifts[0];
  return (
    <>
      <section className="card border-0 shadow-sm p-3 mb-3" aria-label="Readiness today">
        <h2 className="h6 fw-semibold">Readiness today</h2>
        {lift ? (
          <>
            <div className="d-flex flex-wrap gap-1 mb-2" role="group" aria-label="Lift">
              {lifts.map((l) => (
                <button
                  key={l.exercise_id}
                  type="button"
                  className={`btn btn-sm rounded-pill ${l === lift ? "btn-primary" : "btn-outline-secondary"}`}
                  aria-pressed={l === lift}
                  onClick={() => setChosen(l.exercise_id)}
                >
                  {l.name}
                </button>
              ))}
            </div>
            <Suspense fallback={<PageSpinner />}>
              <Readiness athleteId={athleteId} exerciseId={lift.exercise_id} />
            </Suspense>
          </>
        ) : (
          <p className="small text-body-secondary mb-0">No lift logged in the last 12 weeks.</p>
        )}
      </section>
      <section className="card border-0 shadow-sm p-3" aria-label="RPE calibration">
        <h2 className="h6 fw-semibold">RPE calibration</h2>
        <p className="small text-body-secondary">
          Share of e1RM the athlete lifts when they call a set an 8, against the standard chart: above the
          chart, their 8 is heavier than an 8 should be.
        </p>
        <Calibration rows={calibration} />
      </section>
    </>
  );
}
