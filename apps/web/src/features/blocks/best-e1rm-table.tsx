import type { WeightUnit } from "@topset/shared";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { formatNumber } from "../../lib/i18n";
import { useT } from "./i18n";

type Best = { exercise_id: number; exercise_name: string; set_id: number; session_id: number; shown: number };

/** The best e1RM of each lift across the block, with the session it came from. */
export function BestE1rmTable({ rows, unit }: { rows: readonly Best[]; unit: WeightUnit }) {
  const t = useT();
  return (
    <div className="table-responsive rounded-3 shadow-sm block-card">
      <table className="table align-middle mb-0 block-table">
        <thead>
          <tr>
            <th scope="col">{t("bestTable.lift")}</th>
            <th scope="col" className="text-end">
              e1RM <span className="fw-normal text-body-secondary">{unit}</span>
            </th>
            <th scope="col" className="text-end">
              {t("bestTable.session")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.exercise_id}>
              <td>
                <Link to={paths.exercise.href(row.exercise_id)} className="block-link fw-semibold">
                  {row.exercise_name}
                </Link>
              </td>
              <td className="text-end fw-bold">{formatNumber(row.shown)}</td>
              <td className="text-end">
                <Link to={paths.sessionDetails.href(row.session_id)} className="block-link">
                  #{row.session_id}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
