import type { Log } from "@topset/shared";
import { DownloadVideoButton, VideoPlayer } from "../../../components/video-player";

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
