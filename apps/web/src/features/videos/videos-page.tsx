import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { EmptyState } from "../../components/empty-state";
import { useCurrentUser } from "../../lib/auth-store";
import { useSettings } from "../../lib/settings-store";
import { LayoutSettingsModal } from "./layout-settings-modal";
import { VideoThumb } from "./video-thumb";
import { tileWidth } from "./video-helpers";
import { sessionsWithVideosQuery } from "./videos.api";
import { formatDate } from "../../lib/i18n";
import { useT } from "./i18n";
import "./videos.css";
import { Icon } from "../../components/icon";
import { cameraVideoIcon, grid3x3GapIcon, personCircleIcon } from "../../components/icons";

// NOTE: the empty text (videosPage.empty) is kept word for word in English (typo included).
const shortDate = (iso: string) => formatDate(iso, { month: "short", day: "numeric" });

/** /dashboard/videos: my sessions that have videos, one tile per session. */
export function VideosPage() {
  const t = useT();
  const user = useCurrentUser();
  const { data: sessions } = useSuspenseQuery(sessionsWithVideosQuery(user?.id ?? 0));
  const perWeek = useSettings((s) => s.numberOfSessionsPerWeek);
  const [layoutOpen, setLayoutOpen] = useState(false);
  const width = tileWidth(perWeek);

  return (
    <div className="videos-page">
      <div className="d-flex align-items-center gap-2 mb-3">
        <Link
          to={paths.profile.href(user?.username ?? "")}
          className="d-flex align-items-center gap-2 text-reset text-decoration-none min-w-0 flex-grow-1 py-2"
        >
          <Icon svg={personCircleIcon} className="fs-3" />
          <span className="fw-semibold text-truncate">{user?.username ?? t("videosPage.profile")}</span>
        </Link>
        <Button
          variant="outline-secondary"
          className="session-tap"
          onClick={() => setLayoutOpen(true)}
          aria-label={t("videosPage.layoutSettings")}
        >
          <Icon svg={grid3x3GapIcon} />
        </Button>
      </div>
      {sessions.length === 0 ? (
        <EmptyState icon={cameraVideoIcon}>{t("videosPage.empty")}</EmptyState>
      ) : (
        <ul className="video-grid list-unstyled mb-0" aria-label={t("videosPage.list")}>
          {sessions.map((session) => (
            <li key={session.id} className="video-tile" style={{ width }}>
              <Link
                to={paths.videoDetails.href(session.id)}
                aria-label={t("videosPage.tile", { name: session.name, date: shortDate(session.start_date) })}
              >
                <VideoThumb video={session.videos[0]} alt="" />
                <div className="video-tile-caption">
                  {perWeek <= 4 ? session.name : shortDate(session.start_date)}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LayoutSettingsModal show={layoutOpen} onHide={() => setLayoutOpen(false)} />
    </div>
  );
}
