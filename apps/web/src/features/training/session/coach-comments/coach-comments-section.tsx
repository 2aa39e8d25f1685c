import {
  useQueryClient,
  useQueryErrorResetBoundary,
  useSuspenseQueries,
  useSuspenseQuery,
} from "@tanstack/react-query";
import type { CoachComment, SessionDetails } from "@topset/shared";
import { Suspense } from "react";
import { ErrorBoundary } from "../../../../components/error-boundary";
import { useCurrentUser } from "../../../../lib/auth-store";
import { accessCodesQuery } from "../../../../lib/coaching";
import { CoachCommentForm } from "./coach-comment-form";
import { CoachCommentThread } from "./coach-comment-thread";
import { coachCommentsQuery } from "./coach-comments.api";
import { useCoachCommentEvents } from "./use-coach-comment-events";
import { useT } from "./i18n";

type Props = { session: SessionDetails; asCoach: boolean };

/**
 * "Coach notes" under a session: the thread between the athlete and their coach, and the box to write
 * in it. NOTE: it loads apart from the session (its own Suspense and error boundary): the session
 * works offline from the kept cache, and neither a failed read nor a refusal may blank it.
 */
export function CoachCommentsSection({ session, asCoach }: Props) {
  const { reset } = useQueryErrorResetBoundary();
  // A session made on this device and not synced yet has no thread on the server.
  if (session.id <= 0) return null;
  return (
    <ErrorBoundary fallback={() => null} onReset={reset}>
      <Suspense fallback={null}>
        {asCoach ? <CoachView session={session} /> : <AthleteView session={session} />}
      </Suspense>
    </ErrorBoundary>
  );
}

/** The coach sees the thread whenever the server gives it (a read-scope coach is refused: nothing shows). */
function CoachView({ session }: { session: SessionDetails }) {
  const client = useQueryClient();
  const { data: comments } = useSuspenseQuery(coachCommentsQuery(client, session.id));
  if (!comments) return null;
  return <Notes session={session} comments={comments} canWrite />;
}

/**
 * The athlete sees it once there is a note, or while a coach may write one (a coach-scope grant); they
 * write in it only while such a coach reads them (the server refuses a note nobody could answer).
 */
function AthleteView({ session }: { session: SessionDetails }) {
  const client = useQueryClient();
  const [{ data: comments }, { data: codes }] = useSuspenseQueries({
    queries: [coachCommentsQuery(client, session.id), accessCodesQuery()],
  });
  const coached = codes.some((c) => c.state === "active" && c.scope === "coach");
  if (!comments || (comments.length === 0 && !coached)) return null;
  return <Notes session={session} comments={comments} canWrite={coached} />;
}

type NotesProps = { session: SessionDetails; comments: CoachComment[]; canWrite: boolean };

/** The thread, and the box to write in it while a note can be written (the athlete needs a coach-scope coach). */
function Notes({ session, comments, canWrite }: NotesProps) {
  const t = useT();
  const me = useCurrentUser();
  useCoachCommentEvents(session.id);
  return (
    <section className="mt-4" aria-label={t("section.title")}>
      <h2 className="h6 fw-bold mb-2">{t("section.title")}</h2>
      <CoachCommentThread
        sessionId={session.id}
        canWrite={canWrite}
        comments={comments}
        logs={session.logs}
        meId={me?.id}
      />
      {canWrite && <CoachCommentForm sessionId={session.id} logs={session.logs} />}
    </section>
  );
}
