import { useQuery } from "@tanstack/react-query";
import Spinner from "react-bootstrap/Spinner";
import { RefreshButton } from "../../components/refresh-button";
import { messages } from "../../lib/messages";
import { logsQuery, type LogEntry } from "./admin.api";
import "./admin.css";
import { formatLongDate, formatTime } from "../../lib/i18n";
import { useT } from "./i18n";

const badge: Record<string, string> = {
  info: "text-bg-info",
  warn: "text-bg-warning",
  error: "text-bg-danger",
  fatal: "text-bg-danger",
  debug: "text-bg-secondary",
  trace: "text-bg-secondary",
};

function LogRow({ entry }: { entry: LogEntry }) {
  return (
    <li className="activity-row d-flex align-items-center gap-2 px-2" title={`${entry.msg} ${entry.detail}`}>
      <span className={`badge ${badge[entry.level] ?? "text-bg-secondary"} activity-level`}>
        {entry.level}
      </span>
      <time className="text-body-secondary text-nowrap small" dateTime={entry.time}>
        {entry.time && <span className="d-none d-sm-inline">{formatLongDate(entry.time)} </span>}
        {entry.time && formatTime(entry.time)}
      </time>
      <span className="text-truncate small">
        {entry.msg}
        {entry.detail && <span className="text-body-secondary ms-2">{entry.detail}</span>}
      </span>
    </li>
  );
}

/**
 * The activity log: the server's latest 25 log entries, newest first, rows of 30 px. Only fetched
 * once the panel is open (the layout mounts it when the menu toggle opens it).
 */
export function ActivityLogPanel() {
  const t = useT();
  // useQuery, not suspending: a panel the admin layout opens over a shown screen, which suspending would blank.
  const logs = useQuery(logsQuery());
  const entries = [...(logs.data ?? [])].reverse();
  return (
    <div className="card mb-3">
      <div className="card-header d-flex align-items-center gap-2">
        <h2 className="h6 fw-bold mb-0">{t("activityLog.title")}</h2>
        <span className="small text-body-secondary">
          {t("activityLog.latest", { count: entries.length })}
        </span>
        <RefreshButton
          size="sm"
          className="ms-auto"
          refreshing={logs.isFetching}
          onClick={() => void logs.refetch()}
          label={t("activityLog.refresh")}
        />
      </div>
      {logs.isError ? (
        <div className="card-body text-danger small">{logs.error.message}</div>
      ) : logs.isPending ? (
        <div className="card-body text-center">
          <Spinner animation="border" size="sm" aria-label={t("activityLog.loading")} />
        </div>
      ) : entries.length === 0 ? (
        <div className="card-body small text-body-secondary">{messages.noData}</div>
      ) : (
        <ol className="list-unstyled mb-0 activity-list" aria-label={t("activityLog.entries")}>
          {entries.map((entry, i) => (
            <LogRow key={`${entry.time}-${i}`} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}
