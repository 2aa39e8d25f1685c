import type { SetRow, WeightUnit } from "@topset/shared";
import Table from "react-bootstrap/Table";
import { buildSetRows, logSummary } from "../lib/set-rows";
import "./set-table.css";

type Props = {
  sets: SetRow[];
  unit: WeightUnit;
  showNotes: boolean;
  /** Tapping a row opens the modify modal; absent once the session is completed. */
  onPick?: (set: SetRow) => void;
};

/** Rep | Weight | Rpe | RI | e1RM | Volume (| Notes): one row per set, a tap modifies it. */
export function SetTable({ sets, unit, showNotes, onPick }: Props) {
  if (sets.length === 0) {
    return <p className="small text-body-secondary mb-0 py-2">No sets yet. Add your first set below.</p>;
  }
  const rows = buildSetRows(sets, unit);
  return (
    <>
      <div className="table-responsive">
        <Table size="sm" className="set-table mb-1 align-middle text-center">
          <thead>
            <tr>
              <th scope="col">Rep</th>
              <th scope="col">Weight</th>
              <th scope="col">Rpe</th>
              <th scope="col">RI</th>
              <th scope="col">e1RM</th>
              <th scope="col">Volume</th>
              {showNotes && (
                <th scope="col" className="text-start">
                  Notes
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const set = sets[i]!;
              const pick = onPick ? () => onPick(set) : undefined;
              return (
                <tr
                  key={row.id}
                  className={pick ? "set-row-pickable" : undefined}
                  onClick={pick}
                  onKeyDown={(event) => {
                    if (pick && (event.key === "Enter" || event.key === " ")) {
                      event.preventDefault();
                      pick();
                    }
                  }}
                  tabIndex={pick ? 0 : undefined}
                  aria-label={pick ? `Set ${i + 1}: ${row.reps} × ${row.weight} ${unit}. Modify` : undefined}
                >
                  <td>{row.reps}</td>
                  <td className="fw-semibold">{row.weight}</td>
                  <td>{row.rpe}</td>
                  <td>{row.ri}</td>
                  <td>{row.e1rm}</td>
                  <td>{row.volume}</td>
                  {showNotes && <td className="text-start set-notes">{row.notes}</td>}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      <p className="small text-body-secondary mb-0">
        {logSummary(sets, unit)} · weights in {unit}
      </p>
    </>
  );
}
