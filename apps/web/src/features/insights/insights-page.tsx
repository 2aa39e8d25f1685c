import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { lightbulbIcon } from "../../components/icons";
import { AccuracySection } from "./accuracy-section";
import { CalibrationSection } from "./calibration-section";
import { InsightPart } from "./insight-card";
import { liftsQuery } from "./insights.api";
import { LiftPicker } from "./lift-picker";
import { PlateausSection } from "./plateaus-section";
import { PrChanceSection } from "./pr-chance-section";
import { ReadinessSection } from "./readiness-section";
import { RpeDriftSection } from "./rpe-drift-section";

/** The lift in the address (`?exercise=12`), so the screen reloads and shares as it was; else the first. */
function useLift() {
  const { data: lifts } = useSuspenseQuery(liftsQuery());
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("exercise"));
  const lift = lifts.find((l) => l.id === asked) ?? lifts[0] ?? null;
  const choose = (id: number) => setParams({ exercise: String(id) }, { replace: true });
  return { lifts, lift, choose };
}

/**
 * /dashboard/tools/reports/insights: what the lifter's own history says about them. The lift's insights
 * first (each loading on its own), then the ones over every lift.
 */
export function InsightsPage() {
  const { lifts, lift, choose } = useLift();
  if (!lift)
    return (
      <EmptyState icon={lightbulbIcon}>
        Insights are read from your own sets. Add an exercise and log a few sessions to see them.
      </EmptyState>
    );
  return (
    <div className="insights-page">
      <p className="small text-body-secondary mb-2">
        Read from your own logged sets. Where they hold too little to go on, it says so instead of guessing.
      </p>
      <LiftPicker lifts={lifts} value={lift.id} onChange={choose} />
      <div key={lift.id}>
        <InsightPart title="Readiness today">
          <ReadinessSection lift={lift} />
        </InsightPart>
        <InsightPart title="PR chance">
          <PrChanceSection lift={lift} />
        </InsightPart>
        <InsightPart title="Which e1RM fits you">
          <AccuracySection lift={lift} />
        </InsightPart>
        <InsightPart title="RPE against the plan">
          <RpeDriftSection lift={lift} />
        </InsightPart>
      </div>
      <h2 className="settings-group-title text-uppercase small fw-semibold text-body-secondary px-1 mb-2 mt-4">
        All lifts
      </h2>
      <InsightPart title="Your RPE chart">
        <CalibrationSection />
      </InsightPart>
      <InsightPart title="Plateaus">
        <PlateausSection />
      </InsightPart>
    </div>
  );
}
