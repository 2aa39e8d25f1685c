import { loadFor, roundToIncrement, toRpe, type SetLike } from "@topset/shared";
import Table from "react-bootstrap/Table";
import { useUnit } from "./use-unit";
import { useT, weightText } from "./i18n";

const REPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const RPES = [10, 9, 8, 7, 6];

/** Loads for reps 1–10 at RPE 6–10 from an e1RM, by the RPE chart, rounded to what plates can make. */
export function LoadTable({ e1rm, highlight }: { e1rm: number; highlight?: SetLike }) {
  const t = useT();
  const { unit, step, label } = useUnit();
  const mark = (reps: number, rpe: number) =>
    highlight?.reps === reps && (toRpe(highlight.rpe) ?? 10) === rpe ? "table-active fw-bold" : undefined;
  return (
    <section className="card border-0 shadow-sm mb-3" aria-labelledby="load-table-title">
      <div className="card-body pb-0">
        <h2 id="load-table-title" className="h6 fw-semibold mb-1">
          {t("loadTable.title")}
        </h2>
        <p className="small text-body-secondary mb-2">
          {t("loadTable.intro", {
            e1rm: weightText(Math.round(e1rm * 10) / 10),
            label,
            step: weightText(step),
            unit,
          })}
        </p>
      </div>
      <Table size="sm" className="load-table text-center mb-0" data-testid="load-table">
        <thead>
          <tr>
            <th scope="col">{t("common.reps")}</th>
            {RPES.map((rpe) => (
              <th scope="col" key={rpe}>
                @{rpe}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {REPS.map((reps) => (
            <tr key={reps}>
              <th scope="row">{reps}</th>
              {RPES.map((rpe) => (
                <td key={rpe} className={mark(reps, rpe)}>
                  {weightText(roundToIncrement(loadFor({ e1rm, reps, rpe })!, step))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
