import type { SetRow, WeightUnit } from "@topset/shared";
import Table from "react-bootstrap/Table";
import { plannedText } from "../lib/prescriptions";
import { buildSetRows, logSummary, shownWeight } from "../lib/set-rows";
import "./set-table.css";

type Props = {
  sets: SetRow[];
  /** A completed session: its planned sets that were never done read "skipped". */
  locked?: boolean;
  unit: WeightUnit;
  showNotes: boolean;
  /** Tapping a row opens the modify modal; absent once the session is completed. */
  onPick?: (set: SetRow) => void;
};

/** "planned: 5 @ 75 % → 85 kg", or "skipped" once the session is completed. */
function planText(set: SetRow, unit: WeightUnit, locked: boolean) {
  if (locked) return "skipped";
  if (!set.prescription) return "planned";
  // A percent or RPE set planned without an e1RM has no load yet (weight 0, decision 025).
  const load = set.weight === 0 && set.prescription.weight === undefined ? null : shownWeight(set, unit);
  return `planned: ${plannedText(set.prescription, load, unit)}`;
}

/** Rep | Weight | Rpe | RI | e1RM | Volume (| Notes): one row per set, a tap modifies it. */
export function SetTable({ sets, unit, showNotes, onPick, locked = false }: Props) {
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
              // A set planned by a routine and not done yet: greyed, with what was prescribed.
              const plan = set.done ? null : planText(set, unit, locked);
              return (
                <tr
                  key={row.id}
                  className={
                    [pick && "set-row-pickable", plan && "set-planned"].filter(Boolean).join(" ") || undefined
                  }
                  onClick={pick}
                  onKeyDown={(event) => {
                    if (pick && (event.key === "Enter" || event.key === " ")) {
                      event.preventDefault();
                      pick();
                    }
                  }}
                  tabIndex={pick ? 0 : undefined}
                  aria-label={
                    pick
                      ? `${plan ? "Planned set" : "Set"} ${i + 1}: ${row.reps} × ${row.weight} ${unit}. Modify`
                      : undefined
                  }
                >
                  <td>{row.reps}</td>
                  <td className="fw-semibold">{row.weight}</td>
                  <td>{row.rpe}</td>
                  {plan ? (
                    <td colSpan={3} className="small set-plan">
                      {plan}
                    </td>
                  ) : (
                    <>
                      <td>{row.ri}</td>
                      <td>{row.e1rm}</td>
                      <td>{row.volume}</td>
                    </>
                  )}
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
