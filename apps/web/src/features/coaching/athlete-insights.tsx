import { useSuspenseQuery } from "@tanstack/react-query";
import type { CalibrationRowWire } from "@topset/shared";
import { Suspense, useState } from "react";
import { PageSpinner } from "../../components/page-spinner";
import { formatNumber, Rich } from "../../lib/i18n";
import { athleteCalibrationQuery, athleteReadinessQuery } from "./athlete-insights.api";
import { athleteWeekQuery } from "./coaching.api";
import { useT } from "./i18n";

/** To the half kilo, in the language's digits: "142.5" ("142,5" in German). */
const round = (kg: number) => formatNumber(Math.round(kg * 2) / 2);
/** The rep counts a coach reads the RPE chart at, at RPE 8. */
const CHART_REPS = [1, 3, 5, 8];

function Readiness({ athleteId, exerciseId }: { athleteId: number; exerciseId: number }) {
  const t = useT();
  const { data: readiness } = useSuspenseQuery(athleteReadinessQuery(athleteId, exerciseId));
  if (!readiness?.today) {
    return <p className="small text-body-secondary mb-0">{t("insights.notEnough")}</p>;
  }
  const { today } = readiness;
  return (
    <p className="mb-0">
      <Rich
        text={t("insights.expected", { kg: round(today.expected_kg) })}
        tags={{ big: (text) => <span className="fs-4 fw-bold">{text}</span> }}
      />{" "}
      <span className="small text-body-secondary">
        {t(readiness.better_than_no_change ? "insights.range" : "insights.rangeNoBetter", {
          low: round(today.low_kg),
          high: round(today.high_kg),
          count: readiness.points,
        })}
      </span>
    </p>
  );
}

/** A share of e1RM: "87%" ("87 %" in German). */
const percent = (pct: number) => formatNumber(Math.round(pct) / 100, { style: "percent" });

function Calibration({ rows }: { rows: CalibrationRowWire[] }) {
  const t = useT();
  const personal = rows.filter((r) => r.method === "personal" && r.rpe === 8 && CHART_REPS.includes(r.reps));
  if (!personal.some((r) => r.sets_used > 0)) {
    return <p className="small text-body-secondary mb-0">{t("insights.nothingLearnt")}</p>;
  }
  return (
    <table className="table table-sm mb-0 small">
      <thead>
        <tr>
          <th scope="col">{t("insights.atRpe8")}</th>
          <th scope="col" className="text-end">
            {t("insights.athlete")}
          </th>
          <th scope="col" className="text-end">
            {t("insights.chart")}
          </th>
          <th scope="col" className="text-end">
            {t("insights.sets")}
          </th>
        </tr>
      </thead>
      <tbody>
        {personal.map((r) => (
          <tr key={r.reps}>
            <td>{t("insights.reps", { count: r.reps })}</td>
            <td className="text-end fw-semibold">{percent(r.personal_pct)}</td>
            <td className="text-end text-body-secondary">{percent(r.standard_pct)}</td>
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
  const t = useT();
  const { data: week } = useSuspenseQuery(athleteWeekQuery(athleteId, undefined));
  const { data: calibration } = useSuspenseQuery(athleteCalibrationQuery(athleteId));
  const lifts = week?.trends ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const lift = lifts.find((l) => l.exercise_id === chosen) ?? lifts[0];
  return (
    <>
      <section className="card border-0 shadow-sm p-3 mb-3" aria-label={t("insights.readiness")}>
        <h2 className="h6 fw-semibold">{t("insights.readiness")}</h2>
        {lift ? (
          <>
            <div className="d-flex flex-wrap gap-1 mb-2" role="group" aria-label={t("insights.lift")}>
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
          <p className="small text-body-secondary mb-0">{t("insights.noLift")}</p>
        )}
      </section>
      <section className="card border-0 shadow-sm p-3" aria-label={t("insights.calibration")}>
        <h2 className="h6 fw-semibold">{t("insights.calibration")}</h2>
        <p className="small text-body-secondary">{t("insights.calibrationText")}</p>
        <Calibration rows={calibration} />
      </section>
    </>
  );
}
