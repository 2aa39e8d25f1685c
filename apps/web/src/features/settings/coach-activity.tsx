import { useQueryErrorResetBoundary, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { humanizeDuration, type CoachActivity } from "@topset/shared";
import { Suspense } from "react";
import { Link } from "react-router";
import { ErrorBoundary } from "../../components/error-boundary";
import { LoadMoreButton } from "../../components/load-more-button";
import { paths } from "../../lib/routing/paths";
import { currentLanguage, formatDaysAgo, formatLongDate } from "../../lib/i18n";
import { coachActivityQuery } from "./settings.api";
import { useT } from "./i18n";

/**
 * "Coach activity" under my coaches: every write a coach made in my account, newest first. It loads
 * apart from Settings, which must never wait for it nor fail with it; with no activity it shows nothing.
 */
export function CoachActivitySection() {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary fallback={() => null} onReset={reset}>
      <Suspense fallback={null}>
        <CoachActivityList />
      </Suspense>
    </ErrorBoundary>
  );
}

export function CoachActivityList() {
  const t = useT();
  const list = useSuspenseInfiniteQuery(coachActivityQuery);
  const rows = list.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return null;
  const now = new Date();
  return (
    <div className="mt-3">
      <h3 className="small fw-semibold text-body-secondary px-1 mb-2">{t("coachActivity.title")}</h3>
      <ul className="list-group shadow-sm" aria-label={t("coachActivity.title")}>
        {rows.map((row) => (
          <li key={row.id} className="list-group-item py-2">
            <ActivityText row={row} />
            <div className="small text-body-secondary">
              <time dateTime={row.created_at} title={formatLongDate(row.created_at)}>
                {/* humanizeDuration speaks English only; other languages say the day ("vor 3 Tagen"). */}
                {currentLanguage() === "en"
                  ? t("coachActivity.ago", { duration: humanizeDuration(row.created_at, now) })
                  : formatDaysAgo(row.created_at, now)}
              </time>
            </div>
          </li>
        ))}
      </ul>
      <LoadMoreButton
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
        label={t("coachActivity.showMore")}
      />
    </div>
  );
}

/** The sentence, a link to the program when the write was to one. */
function ActivityText({ row }: { row: CoachActivity }) {
  if (row.program_id === null) return <div className="text-break">{row.text}</div>;
  return (
    <Link to={paths.program.href(row.program_id)} className="d-block text-break text-body">
      {row.text}
    </Link>
  );
}
