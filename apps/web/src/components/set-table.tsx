import type { SetRow, WeightUnit } from "@topset/shared";
import Table from "react-bootstrap/Table";
import { plannedText } from "../lib/prescriptions";
import { buildSetRows, logSummary, shownWeight } from "../lib/set-rows";
import "./set-table.css";
import { t, useT } from "./i18n";

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
  if (locked) return t("setTable.skipped");
  if (!set.prescription) return t("setTable.planned");
  // A percent or RPE set planned without an e1RM has no load yet (weight 0, decision 025).
  const load = set.weight === 0 && set.prescription.weight === undefined ? null : shownWeight(set, unit);
  return t("setTable.plannedAs", { plan: plannedText(set.prescription, load, unit) });
}

/** Rep | Weight | Rpe | RI | e1RM | Volume (| Notes): one row per set, a tap modifies it. */
export function SetTable({ sets, unit, showNotes, onPick, locked = false }: Props) {
  useT();
  if (sets.length === 0) {
    return <p className="small text-body-secondary mb-0 py-2">{t("setTable.empty")}</p>;
  }
  const rows = buildSetRows(sets, unit);
  return (
    <>
      <div className="table-responsive">
        <Table size="sm" className="set-table mb-1 align-middle text-center">
          <thead>
            <tr>
              <th scope="col">{t("setTable.rep")}</th>
              <th scope="col">{t("setTable.weight")}</th>
              <th scope="col">{t("setTable.rpe")}</th>
              <th scope="col">{t("setTable.ri")}</th>
              <th scope="col">{t("setTable.e1rm")}</th>
              <th scope="col">{t("setTable.volume")}</th>
              {showNotes && (
                <th scope="col" className="text-start">
                  {t("setTable.notes")}
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
                      ? t(plan ? "setTable.plannedRowLabel" : "setTable.rowLabel", {
                          number: i + 1,
                          reps: row.reps,
                          weight: row.weight,
                          unit,
                        })
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
        {t("setTable.weightsIn", { summary: logSummary(sets, unit), unit })}
      </p>
    </>
  );
}
