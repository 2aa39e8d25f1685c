import { useSuspenseQuery } from "@tanstack/react-query";
import { bestMethod, hasEnoughPredictions, type E1rmMethod, type MethodAccuracyWire } from "@topset/shared";
import { Link } from "react-router";
import { useE1rmMethod } from "../../lib/e1rm-method";
import { paths } from "../../lib/routing/paths";
import { InsightCard } from "./insight-card";
import { accuracyQuery } from "./insights.api";
import type { Lift } from "./lift-order";
import { useWeights, type Weights } from "./weights";
import { accuracyText, methodName } from "./insights-text";
import { formatNumber, Rich } from "../../lib/i18n";
import { useT } from "./i18n";

/** Settings' value for each method; Epley's line is not the app's 3 % formula, so it has none. */
const SETTING_OF: Record<MethodAccuracyWire["method"], E1rmMethod | null> = {
  epley: null,
  "rpe-table": "rpe-table",
  personal: "personal",
};

const bestBy = (m: MethodAccuracyWire, best: MethodAccuracyWire | null) => m.method === best?.method;

/** Each method's average miss as a bar, with the miss in the lifter's unit and in percent: shorter is better. */
function MethodBars({ methods, w }: { methods: MethodAccuracyWire[]; w: Weights }) {
  const t = useT();
  const best = bestMethod(methods);
  const widest = Math.max(...methods.map((m) => m.mae_kg ?? 0), 0.1);
  return (
    <ul className="list-unstyled mb-0" aria-label={t("accuracy.barsLabel")}>
      {methods.map((m) => (
        <li key={m.method} className="mb-2">
          <div className="d-flex justify-content-between gap-2 small">
            <span className={bestBy(m, best) ? "fw-semibold" : undefined}>
              {t(`accuracy.methodLabels.${m.method}`)}
            </span>
            <span className="text-nowrap">
              {m.mae_pct == null || m.mae_kg == null
                ? t("accuracy.noPrediction")
                : t("accuracy.miss", {
                    error: w.text(m.mae_kg),
                    pct: formatNumber(m.mae_pct, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                  })}
            </span>
          </div>
          <div className="progress" style={{ height: 8 }} aria-hidden="true">
            <div
              className={`progress-bar ${bestBy(m, best) ? "bg-success" : "bg-secondary"}`}
              style={{ width: `${((m.mae_kg ?? 0) / widest) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Which e1RM method has come closest on this lift's heavy sets, in one sentence and three bars. */
export function AccuracySection({ lift }: { lift: Lift }) {
  const t = useT();
  const { data } = useSuspenseQuery(accuracyQuery(lift.id));
  const w = useWeights();
  const current = useE1rmMethod();
  const best = bestMethod(data);
  const enough = hasEnoughPredictions(data);
  return (
    <InsightCard title={t("titles.accuracy")}>
      <p className={enough ? "mb-3" : "mb-0"}>{accuracyText(data, lift.name, w.unit)}</p>
      {enough && best && (
        <>
          <MethodBars methods={data} w={w} />
          <p className="small text-body-secondary mb-0 mt-2">
            {t("accuracy.footnote")}
            {SETTING_OF[best.method] && SETTING_OF[best.method] !== current && (
              <>
                {" "}
                <Rich
                  text={t("accuracy.pick", { method: methodName(best.method) })}
                  tags={{ link: (text) => <Link to={paths.settings.href()}>{text}</Link> }}
                />
              </>
            )}
          </p>
        </>
      )}
    </InsightCard>
  );
}
