import type { WeightUnit } from "@topset/shared";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { groupBySession, type HistoryLine } from "./history-view";
import { Icon } from "../../components/icon";
import { cameraVideoIcon, chatLeftTextIcon, chevronRightIcon } from "../../components/icons";
import { formatNumber } from "../../lib/i18n";
import { useT } from "./i18n";

const dash = "-";
const COLUMNS = 6;
/** A figure with the language's decimal mark, ungrouped as before (1250.5 / 1250,5). */
const num = (n: number) => formatNumber(n, { useGrouping: false });

/**
 * The exercise's sets, grouped under one heading per session (date, session link, video link), so the
 * six numbers of a set fit a phone's width: reps, weight, RPE, RI, e1RM, volume; notes under a set.
 */
export function HistoryTable({
  lines,
  unit,
  showNotes,
}: {
  lines: readonly HistoryLine[];
  unit: WeightUnit;
  showNotes: boolean;
}) {
  const t = useT();
  return (
    <div className="table-responsive rounded-3 shadow-sm history-table-wrap">
      <table className="table table-sm align-middle mb-0 history-table caption-top">
        <caption className="px-2 py-1 small">{t("table.caption", { unit })}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-end">
              {t("table.reps")}
            </th>
            <th scope="col" className="text-end">
              {t("table.weight")}
            </th>
            <th scope="col" className="text-end">
              RPE
            </th>
            <th scope="col" className="text-end">
              RI
            </th>
            <th scope="col" className="text-end">
              e1RM
            </th>
            <th scope="col" className="text-end">
              {t("table.volume")}
            </th>
          </tr>
        </thead>
        {groupBySession(lines).map((group) => (
          <tbody key={`${group.sessionId}-${group.lines[0]?.id}`}>
            <tr className="history-group">
              <th scope="rowgroup" colSpan={COLUMNS}>
                <div className="d-flex align-items-center gap-2">
                  <span className="me-auto">{group.date}</span>
                  {group.videoId !== null && (
                    <Link
                      to={paths.videoDetails.href(group.sessionId)}
                      className="history-link"
                      aria-label={t("table.videoOf", { id: group.sessionId })}
                      title={t("table.video")}
                    >
                      <Icon svg={cameraVideoIcon} />
                    </Link>
                  )}
                  <Link to={paths.sessionDetails.href(group.sessionId)} className="history-link">
                    {t("table.session", { id: group.sessionId })}
                    <Icon svg={chevronRightIcon} className="ms-1" />
                  </Link>
                </div>
              </th>
            </tr>
            {group.lines.map((line) => (
              <SetRows key={line.id} line={line} showNotes={showNotes} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function SetRows({ line, showNotes }: { line: HistoryLine; showNotes: boolean }) {
  const noted = showNotes && line.notes !== "";
  return (
    <>
      <tr className={noted ? "history-noted" : undefined}>
        <td className="text-end">{line.reps}</td>
        <td className="text-end fw-semibold">{num(line.weight)}</td>
        <td className="text-end">{line.rpe === null ? dash : num(line.rpe)}</td>
        <td className="text-end">{line.ri === null ? dash : `${line.ri}%`}</td>
        {/* The server's figures as the set table, chart and CSV show them: never rounded again here. */}
        <td className="text-end">{line.e1rm === null ? dash : num(line.e1rm)}</td>
        <td className="text-end">{num(line.volume)}</td>
      </tr>
      {noted && (
        <tr className="history-note">
          <td colSpan={COLUMNS}>
            <Icon svg={chatLeftTextIcon} className="me-2" />
            {line.notes}
          </td>
        </tr>
      )}
    </>
  );
}
