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
import { useT } from "./i18n";

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
  const t = useT();
  const { lifts, lift, choose } = useLift();
  if (!lift) return <EmptyState icon={lightbulbIcon}>{t("page.empty")}</EmptyState>;
  return (
    <div className="insights-page">
      <p className="small text-body-secondary mb-2">{t("page.intro")}</p>
      <LiftPicker lifts={lifts} value={lift.id} onChange={choose} />
      <div key={lift.id}>
        <InsightPart title={t("titles.readiness")}>
          <ReadinessSection lift={lift} />
        </InsightPart>
        <InsightPart title={t("titles.prChance")}>
          <PrChanceSection lift={lift} />
        </InsightPart>
        <InsightPart title={t("titles.accuracy")}>
          <AccuracySection lift={lift} />
        </InsightPart>
        <InsightPart title={t("titles.rpeDrift")}>
          <RpeDriftSection lift={lift} />
        </InsightPart>
      </div>
      <h2 className="settings-group-title text-uppercase small fw-semibold text-body-secondary px-1 mb-2 mt-4">
        {t("page.allLifts")}
      </h2>
      <InsightPart title={t("titles.calibration")}>
        <CalibrationSection />
      </InsightPart>
      <InsightPart title={t("titles.plateaus")}>
        <PlateausSection />
      </InsightPart>
    </div>
  );
}
