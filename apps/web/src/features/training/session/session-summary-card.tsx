import {
  displayWeight,
  roundTo,
  sessionDurationText,
  sessionFlag,
  type SessionDetails,
} from "@topset/shared";
import { useState, type ReactNode } from "react";
import Card from "react-bootstrap/Card";
import Dropdown from "react-bootstrap/Dropdown";
import { Link } from "react-router";
import { paths } from "../../../lib/routing/paths";
import { SessionRpeTile } from "../../../components/session-rpe-tile";
import { useWeightUnit } from "../../../lib/settings-store";
import { isClientId } from "../../../lib/outbox/client-ids";
import { Icon } from "../../../components/icon";
import {
  cameraVideoIcon,
  pencilIcon,
  shareIcon,
  threeDotsVerticalIcon,
  trashIcon,
  xCircleIcon,
} from "../../../components/icons";
import { formatLongDate, formatNumber, formatTime } from "../../../lib/i18n";
import { flagText, spanText, useTrainingWords } from "../i18n";
import { useT } from "./i18n";

const dateTime = (value: string | null) =>
  value ? (
    <>
      <span className="d-inline-block me-1">{formatLongDate(value)}</span>
      <span className="d-inline-block">{formatTime(value)}</span>
    </>
  ) : (
    "-"
  );
const withUnit = (value: number | null, unit: string) =>
  value === null ? "-" : `${formatNumber(value)} ${unit}`;

/** Without `onRename` (a coach reading) the card has no menu: nothing on it can be changed. */
type Props = { session: SessionDetails; onRename?: () => void; onDelete?: () => void };

/** The session's summary: RPE tile, name, notes, recovery numbers, times, block, flag and videos link. */
export function SessionSummaryCard({ session, onRename, onDelete }: Props) {
  const t = useT();
  useTrainingWords();
  const unit = useWeightUnit();
  const flag = sessionFlag(session.start_date, session.end_date);
  const hasVideo = session.logs.some((log) => log.videos.length > 0);
  const bodyWeight =
    session.body_weight === null
      ? "-"
      : `${formatNumber(
          roundTo(
            displayWeight({ value: session.body_weight, unit: session.body_weight_unit ?? unit }, unit),
            2,
          ),
        )} ${unit}`;
  const total = spanText(sessionDurationText(session.start_date, session.end_date));
  // While a session runs, the sets matter: the card keeps to its first row until asked for more.
  const [allFacts, setAllFacts] = useState(session.end_date !== null);

  // Three columns even on phones, so the card stays short and the logs come into view.
  const facts: [string, ReactNode][] = [
    [t("summary.start"), dateTime(session.start_date)],
    [t("summary.end"), dateTime(session.end_date)],
    [t("summary.total"), session.end_date ? total : t("summary.soFar", { total })],
    [
      t("summary.sleep"),
      session.hours_of_sleep === null
        ? "-"
        : t("summary.hours", { hours: formatNumber(session.hours_of_sleep) }),
    ],
    [t("summary.caffeine"), withUnit(session.caffeine_intake, "mg")],
    [t("summary.calories"), withUnit(session.calories_prior_session, "kcal")],
    [t("summary.bodyWeight"), bodyWeight],
    [
      t("summary.block"),
      session.block_id === null ? (
        "-"
      ) : (
        <Link to={paths.block.href(session.block_id)}>{session.block_name ?? `#${session.block_id}`}</Link>
      ),
    ],
    [t("summary.created"), formatLongDate(session.created_at)],
    // A session started offline has a client-made id until it syncs.
    [t("summary.sessionId"), isClientId(session.id) ? t("summary.notSynced") : session.id],
    [t("summary.userId"), session.user_id],
  ];

  return (
    <Card className="border-0 shadow-sm mb-3 session-summary">
      <Card.Body>
        <div className="d-flex gap-3 align-items-start mb-2">
          <SessionRpeTile rpe={session.session_rpe} />
          <div className="min-w-0 flex-grow-1">
            <h2 className="h5 fw-bold mb-1 text-break">{session.name}</h2>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              {flag && (
                <span className={`badge text-bg-${flag === "in progress" ? "warning" : "danger"}`}>
                  {flagText(flag)}
                </span>
              )}
              {!flag && <span className="badge text-bg-success">{flagText(null)}</span>}
              {hasVideo && (
                <Link to={paths.videoDetails.href(session.id)} className="small">
                  <Icon svg={cameraVideoIcon} className="me-1" />
                  {t("summary.videos")}
                </Link>
              )}
            </div>
          </div>
          {onRename && (
            <Dropdown align="end">
              <Dropdown.Toggle
                variant="link"
                className="session-tap session-no-caret text-body"
                aria-label={t("summary.menu")}
              >
                <Icon svg={threeDotsVerticalIcon} className="fs-5" />
              </Dropdown.Toggle>
              <Dropdown.Menu>
                <Dropdown.Item as="button" className="py-2" onClick={onRename} disabled={!flag}>
                  <Icon svg={pencilIcon} className="me-2" />
                  {t("summary.edit")}
                </Dropdown.Item>
                <Dropdown.Item as="button" className="py-2" disabled title={t("summary.shareLater")}>
                  <Icon svg={shareIcon} className="me-2" />
                  {t("summary.share")}
                </Dropdown.Item>
                {onDelete && (
                  <>
                    <Dropdown.Divider />
                    {/* Here, not beside Complete: a chalky thumb on the bottom edge must not land on it. */}
                    <Dropdown.Item as="button" className="py-2 text-danger" onClick={onDelete}>
                      <Icon svg={flag ? xCircleIcon : trashIcon} className="me-2" />
                      {flag ? t("summary.cancelSession") : t("summary.deleteSession")}
                    </Dropdown.Item>
                  </>
                )}
              </Dropdown.Menu>
            </Dropdown>
          )}
        </div>
        {session.notes && <p className="mb-2 session-notes">{session.notes}</p>}
        <dl className="session-facts row g-0 small mb-0">
          {(allFacts ? facts : facts.slice(0, 3)).map(([label, value]) => (
            <div className="col-4 py-1 pe-2" key={label}>
              <dt className="text-body-secondary fw-normal">{label}</dt>
              <dd className="mb-0 fw-semibold text-break">{value}</dd>
            </div>
          ))}
        </dl>
        {!allFacts && (
          <button
            type="button"
            className="btn btn-link btn-sm px-0 text-decoration-none"
            onClick={() => setAllFacts(true)}
          >
            {t("summary.moreDetails")}
          </button>
        )}
      </Card.Body>
    </Card>
  );
}
