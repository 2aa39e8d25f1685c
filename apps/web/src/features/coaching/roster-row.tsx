import type { RosterAthlete } from "@topset/shared";
import Form from "react-bootstrap/Form";
import { Link } from "react-router";
import { Icon } from "../../components/icon";
import { chatLeftTextIcon } from "../../components/icons";
import { formatDaysAgo } from "../../lib/i18n";
import { paths } from "../../lib/routing/paths";
import { useT } from "./i18n";
import { deviationText, deviationTone, doneOfPlanned, flagBadge } from "./roster-text";

type Props = {
  athlete: RosterAthlete;
  selected: boolean;
  onToggle: (athlete: RosterAthlete) => void;
  /** The clock the relative dates read (tests pass one). */
  now?: Date;
};

/**
 * One athlete of the roster as a table row: the name opens the athlete (the whole row is its link), this
 * week's figures beside it on a wide screen, under it on a phone.
 */
export function RosterRow({ athlete: a, selected, onToggle, now = new Date() }: Props) {
  const t = useT();
  const last = a.last_session_at ? formatDaysAgo(a.last_session_at, now) : t("rosterRow.never");
  const sessions = doneOfPlanned(a.done_sessions, a.planned_sessions);
  const sets = doneOfPlanned(a.done_sets, a.planned_sets);
  const deviation = deviationText(a.rpe_deviation);
  const tone = deviationTone(a.rpe_deviation);
  return (
    <tr className="roster-row position-relative" aria-selected={selected}>
      <td className="roster-check">
        <Form.Check
          className="position-relative roster-above-link"
          id={`roster-pick-${a.id}`}
          aria-label={t("rosterRow.select", { username: a.username })}
          checked={selected}
          disabled={a.scope !== "coach"}
          title={a.scope === "coach" ? undefined : t("rosterRow.readNoPrograms")}
          onChange={() => onToggle(a)}
        />
      </td>
      <td className="min-w-0">
        <Link to={paths.athlete.href(a.id)} className="stretched-link fw-semibold text-body text-break">
          {a.username}
        </Link>
        {a.scope === "read" && (
          <span className="badge text-bg-light border ms-1 fw-normal">{t("rosterRow.read")}</span>
        )}
        {a.flags.length > 0 && (
          <span className="ms-1 d-inline-flex flex-wrap gap-1 align-middle" aria-label={t("rosterRow.flags")}>
            {a.flags.map((f) => (
              <span key={f} className={`badge ${flagBadge[f].tone}`}>
                {t(flagBadge[f].text)}
              </span>
            ))}
          </span>
        )}
        <div className="small text-body-secondary d-md-none">
          {t("rosterRow.summary", { last, sessions, sets })} <span className={tone}>{deviation}</span>
        </div>
      </td>
      <td className="d-none d-md-table-cell text-nowrap small">{last}</td>
      <td className="d-none d-md-table-cell text-end">{sessions}</td>
      <td className="d-none d-md-table-cell text-end">{sets}</td>
      <td className={`d-none d-md-table-cell text-end ${tone}`}>{deviation}</td>
      <td className="text-end">
        {a.unread_comments > 0 ? (
          <span
            className="badge rounded-pill text-bg-primary"
            aria-label={t("rosterRow.unreadComments", { count: a.unread_comments })}
          >
            <Icon svg={chatLeftTextIcon} className="me-1" />
            {a.unread_comments}
          </span>
        ) : null}
      </td>
    </tr>
  );
}
