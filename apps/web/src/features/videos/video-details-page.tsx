import { useSuspenseQuery } from "@tanstack/react-query";
import type { SetRow } from "@topset/shared";
import { useState } from "react";
import { useParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { SetTable } from "../../components/set-table";
import { UnauthorizedRedirect } from "../../components/unauthorized-redirect";
import { DownloadVideoButton, VideoPlayer } from "../../components/video-player";
import { useSettings, useWeightUnit } from "../../lib/settings-store";
import { sessionQuery } from "../../lib/training-session";
import { CommentsSection } from "./comments-section";
import { clampIndex, logsWithVideos } from "./video-helpers";
import { communitySessionQuery } from "./videos.api";
import { formatDate } from "../../lib/i18n";
import { useT } from "./i18n";
import "./videos.css";

const mediumDate: Intl.DateTimeFormatOptions = { dateStyle: "medium" };

type ViewLog = {
  id: number;
  name: string;
  sets: SetRow[];
  /** Only from the community feed, which carries the first few sets. */
  sets_count?: number;
  videos: { id: number; screenshot_url: string | null }[];
};
type ViewSession = { id: number; name: string; start_date: string; username?: string; logs: ViewLog[] };

/**
 * /dashboard/videos/:id: my session from the API, else someone else's as the community sees it (its
 * shared logs only); neither → the unauthorized screen.
 */
export function VideoDetailsPage() {
  const id = Number(useParams().id);
  const { data: own } = useSuspenseQuery(sessionQuery(id));
  if (own) return <VideoDetails key={own.id} session={own} />;
  return <SharedVideoDetails id={id} />;
}

function SharedVideoDetails({ id }: { id: number }) {
  const { data: shared } = useSuspenseQuery(communitySessionQuery(id));
  if (!shared) return <UnauthorizedRedirect fallback={paths.videos.href()} />;
  return <VideoDetails key={shared.id} session={shared} />;
}

function VideoDetails({ session }: { session: ViewSession }) {
  const t = useT();
  const unit = useWeightUnit();
  const community = useSettings((s) => s.community);
  const logs = logsWithVideos(session.logs);
  const [index, setIndex] = useState(0);
  const current = logs[clampIndex(index, logs.length)];
  const video = current?.videos[0];

  return (
    <div className="video-details-page">
      <header className="mb-3">
        <h1 className="h5 fw-bold mb-0 text-break">{session.name}</h1>
        <div className="small text-body-secondary">
          {session.username && <span className="me-2">{session.username}</span>}
          {formatDate(session.start_date, mediumDate)}
        </div>
      </header>
      {!current || !video ? (
        <p className="text-body-secondary">{t("details.noVideos")}</p>
      ) : (
        <>
          <VideoPlayer key={video.id} video={video} label={current.name} />
          {logs.length > 1 && (
            <nav className="video-dots d-flex justify-content-center mt-1" aria-label={t("details.dots")}>
              {logs.map((log, i) => (
                <button
                  key={log.id}
                  type="button"
                  aria-label={t("details.dot", { name: log.name, position: i + 1, total: logs.length })}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => setIndex(i)}
                >
                  <span />
                </button>
              ))}
            </nav>
          )}
          <div className="d-flex align-items-center gap-2 mt-2 mb-2">
            <h2 className="h6 fw-bold mb-0 flex-grow-1 text-break">{current.name}</h2>
            <DownloadVideoButton videoId={video.id} />
          </div>
          <SetTable sets={current.sets} unit={unit} showNotes={false} />
          {current.sets_count !== undefined && current.sets_count > current.sets.length && (
            <p className="small text-body-secondary mb-0">
              {t("details.firstSets", { shown: current.sets.length, total: current.sets_count })}
            </p>
          )}
        </>
      )}
      {community && <CommentsSection sessionId={session.id} />}
    </div>
  );
}
