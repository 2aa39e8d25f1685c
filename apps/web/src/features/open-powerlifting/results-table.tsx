import type { OpenPowerliftingResult } from "@topset/shared";
import type { ReactNode } from "react";
import { toResultView, type LiftCell, type ResultView } from "./open-powerlifting-view";
import { t as translate, useT } from "./i18n";

function Lift({ cell }: { cell: LiftCell }) {
  const t = useT();
  if (!cell.missed) return <>{cell.text}</>;
  return (
    <span className="opl-missed" title={t("table.allMissed")}>
      <s>{cell.text}</s>
      <span className="visually-hidden">{t("table.missed")}</span>
    </span>
  );
}

/** The two lines under a lifter's name: "2019/12/18 · NSF · Raw Nationals", "M · 74 kg · Raw · Open · Place 1". */
const meetLine = (r: ResultView) => [r.date, r.federation, r.meet].join(" · ");
const entryLine = (r: ResultView) => translate("table.place", { category: r.category, place: r.place });

/**
 * The meets found. The dashboard column is narrow even on a desktop, so the table keeps the five
 * numbers as columns and puts the meet facts under the name; on a phone each meet is a compact card,
 * so nothing scrolls sideways between sets.
 */
type ResultsProps = {
  results: readonly OpenPowerliftingResult[];
  /** What each result offers the member ("add as my meet"). */
  action?: (result: ResultView) => ReactNode;
};

export function ResultsTable({ results, action }: ResultsProps) {
  const t = useT();
  const rows = results.map(toResultView);
  return (
    <>
      <div className="table-responsive rounded-3 shadow-sm opl-table-wrap d-none d-sm-block">
        <table className="table table-sm table-hover align-middle mb-0 opl-table caption-top">
          <caption className="px-2 py-1 small">{t("table.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("table.lifterAndMeet")}</th>
              <th scope="col" className="text-end">
                {t("table.squat")}
              </th>
              <th scope="col" className="text-end">
                {t("table.bench")}
              </th>
              <th scope="col" className="text-end">
                {t("table.deadlift")}
              </th>
              <th scope="col" className="text-end">
                {t("table.total")}
              </th>
              <th scope="col" className="text-end">
                {t("table.dots")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row" className="fw-semibold opl-lifter">
                  {r.name}
                  <div className="small fw-normal text-body-secondary text-truncate" title={r.meet}>
                    {meetLine(r)}
                  </div>
                  <div className="small fw-normal text-body-secondary text-truncate">{entryLine(r)}</div>
                  {action?.(r)}
                </th>
                <td className="text-end">
                  <Lift cell={r.squat} />
                </td>
                <td className="text-end">
                  <Lift cell={r.bench} />
                </td>
                <td className="text-end">
                  <Lift cell={r.deadlift} />
                </td>
                <td className="text-end fw-semibold">
                  <Lift cell={r.total} />
                </td>
                <td className="text-end fw-semibold opl-dots">{r.dots ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="list-unstyled d-sm-none mb-0 opl-cards">
        {rows.map((r) => (
          <ResultCard key={r.id} r={r} action={action} />
        ))}
      </ul>
    </>
  );
}

function ResultCard({ r, action }: { r: ResultView; action: ResultsProps["action"] }) {
  const t = useT();
  return (
    <li className="card border-0 shadow-sm mb-2">
      <div className="card-body p-2 px-3">
        <div className="d-flex align-items-baseline gap-2">
          <span className="fw-semibold text-truncate me-auto">{r.name}</span>
          {r.dots && (
            <span className="opl-dots fw-semibold text-nowrap">{t("table.dotsValue", { dots: r.dots })}</span>
          )}
        </div>
        <div className="small text-body-secondary text-truncate">{meetLine(r)}</div>
        <div className="small text-body-secondary text-truncate">{entryLine(r)}</div>
        <dl className="opl-lifts mb-0 mt-1">
          <div>
            <dt>{t("table.squat")}</dt>
            <dd>
              <Lift cell={r.squat} />
            </dd>
          </div>
          <div>
            <dt>{t("table.bench")}</dt>
            <dd>
              <Lift cell={r.bench} />
            </dd>
          </div>
          <div>
            <dt>{t("table.deadlift")}</dt>
            <dd>
              <Lift cell={r.deadlift} />
            </dd>
          </div>
          <div>
            <dt>{t("table.total")}</dt>
            <dd className="fw-semibold">
              <Lift cell={r.total} />
            </dd>
          </div>
        </dl>
        {action?.(r)}
      </div>
    </li>
  );
}
