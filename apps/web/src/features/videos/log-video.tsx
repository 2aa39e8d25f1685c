import type { Log } from "@topset/shared";
import { videoUrls } from "./video-helpers";
import "./videos.css";

type VideoRef = Log["videos"][number];

/** A log's video, played inline; the thumbnail is the poster once the server has made one. */
export function VideoPlayer({ video, label }: { video: VideoRef; label: string }) {
  const urls = videoUrls(video.id);
  return (
    <div className="video-frame ratio ratio-16x9 rounded overflow-hidden">
      <video
        controls
        preload="metadata"
        playsInline
        src={urls.stream}
        poster={video.screenshot_url ? urls.thumbnail : undefined}
        aria-label={`Video of ${label}`}
      />
    </div>
  );
}

/** Navigates to the download address (the server sends it as an attachment). */
export function DownloadVideoButton({ videoId, className = "" }: { videoId: number; className?: string }) {
  return (
    <a
      className={`btn btn-outline-secondary session-tap d-inline-flex align-items-center ${className}`}
      href={videoUrls(videoId).download}
      download
    >
      <i className="bi bi-download me-1" aria-hidden="true" />
      Download
    </a>
  );
}

/** The videos under a log's set table, each with its download button. */
export function LogVideos({ log }: { log: Log }) {
  if (log.videos.length === 0) return null;
  return (
    <div className="mt-3 d-grid gap-2">
      {log.videos.map((video) => (
        <div key={video.id}>
          <VideoPlayer video={video} label={log.name} />
          <div className="d-flex justify-content-end mt-2">
            <DownloadVideoButton videoId={video.id} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A thumbnail, or a placeholder while there is none (pending or failed). */
export function VideoThumb({
  video,
  alt,
}: {
  video: { id: number; screenshot_url: string | null } | undefined;
  alt: string;
}) {
  if (video?.screenshot_url) {
    return <img className="video-thumb" src={videoUrls(video.id).thumbnail} alt={alt} loading="lazy" />;
  }
  return (
    <div
      className="video-thumb video-thumb-placeholder d-flex align-items-center justify-content-center"
      role="img"
      aria-label={alt}
    >
      <i className="bi bi-camera-video fs-2 opacity-50" aria-hidden="true" />
    </div>
  );
}
