import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { CoachNoteBanner } from "../../../components/coach-note-banner";
import { EmptyState } from "../../../components/empty-state";
import { LoadMoreButton } from "../../../components/load-more-button";
import { SessionCard } from "./session-card";
import { sessionsListQuery } from "../sessions.api";
import { RoutineStrip } from "./routine-strip";
import { SessionsToolbar } from "./sessions-toolbar";
import { dayName, useStartSession } from "../session/use-start-session";
import "./sessions.css";
import { journalPlusIcon } from "../../../components/icons";
import { translateText } from "../../../lib/i18n";
import { useT } from "./i18n";

// The add-session form (react-hook-form, its fields and the modal) loads on the first tap of "+": the
// first screen of the dashboard stays within its weight budget (docs/decisions/026-front-end-weight.md).
const AddSessionModal = lazy(() =>
  import("./add-session-modal").then((m) => ({ default: m.AddSessionModal })),
);

export function SessionsPage() {
  const t = useT();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useSuspenseInfiniteQuery(sessionsListQuery());
  const [adding, setAdding] = useState(false);
  // Mounted from the first open on, so closing keeps the modal's own animation.
  const [opened, setOpened] = useState(false);
  const start = useStartSession();
  const startNow = () => {
    const now = new Date();
    start.mutate({ input: { name: dayName(now), start_date: now.toISOString() } });
  };
  const sessions = data.pages.flatMap((page) => page.data);

  return (
    <div className="sessions-page">
      <SessionsToolbar
        onAdd={() => {
          setOpened(true);
          setAdding(true);
        }}
        onStart={startNow}
        starting={start.isPending}
      />
      {start.error && <p className="small text-danger">{translateText(start.error.message)}</p>}
      <CoachNoteBanner />
      <RoutineStrip />
      {sessions.length === 0 ? (
        // NOTE: the English empty-list text is kept word for word (it reuses the community warning, typo included).
        <EmptyState icon={journalPlusIcon}>{t("page.empty")}</EmptyState>
      ) : (
        <ul className="list-unstyled vstack gap-2 mb-0" aria-label={t("page.list")}>
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      />
      {opened && (
        <Suspense fallback={null}>
          <AddSessionModal show={adding} onHide={() => setAdding(false)} />
        </Suspense>
      )}
    </div>
  );
}
