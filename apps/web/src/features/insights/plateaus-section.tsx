import { useSuspenseQuery } from "@tanstack/react-query";
import { InsightCard } from "./insight-card";
import { plateauEvidence } from "./insights-text";
import { plateausQuery } from "./insights.api";
import { useWeights } from "./weights";
import { useT } from "./i18n";

/** The main lifts whose e1RM has gone flat, each with the evidence. */
export function PlateausSection() {
  const t = useT();
  const { data } = useSuspenseQuery(plateausQuery());
  const w = useWeights();
  const flat = data.filter((p) => p.flat);
  return (
    <InsightCard title={t("titles.plateaus")}>
      {data.length === 0 ? (
        <p className="mb-0">{t("plateaus.logFew")}</p>
      ) : flat.length === 0 ? (
        <p className="mb-0">{t("plateaus.noneFlat")}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {flat.map((p) => (
            <li key={p.exercise_id} className="mb-2">
              <span className="fw-semibold text-break">{p.name}</span>
              <span className="d-block small text-body-secondary">{plateauEvidence(p, w)}</span>
            </li>
          ))}
        </ul>
      )}
    </InsightCard>
  );
}
