import type { Log } from "@topset/shared";
import { videoUrls } from "../lib/video-urls";
import "./video-player.css";
import { Icon } from "./icon";
import { downloadIcon } from "./icons";
import { useT } from "./i18n";

type VideoRef = Log["videos"][number];

/** A log's video, played inline; the thumbnail is the poster once the server has made one. */
export function VideoPlayer({ video, label }: { video: VideoRef; label: string }) {
  const t = useT();
  const urls = videoUrls(video.id);
  return (
    <div className="video-frame ratio ratio-16x9 rounded overflow-hidden">
      <video
        controls
        preload="metadata"
        playsInline
        src={urls.stream}
        poster={video.screenshot_url ? urls.thumbnail : undefined}
        aria-label={t("videoPlayer.label", { label })}
      />
    </div>
  );
}

/** Navigates to the download address (the server sends it as an attachment). */
export function DownloadVideoButton({ videoId, className = "" }: { videoId: number; className?: string }) {
  const t = useT();
  return (
    <a
      className={`btn btn-outline-secondary session-tap d-inline-flex align-items-center ${className}`}
      href={videoUrls(videoId).download}
      download
    >
      <Icon svg={downloadIcon} className="me-1" />
      {t("videoPlayer.download")}
    </a>
  );
}
