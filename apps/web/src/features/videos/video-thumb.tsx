import { videoUrls } from "../../lib/video-urls";
import "./videos.css";
import { Icon } from "../../components/icon";
import { cameraVideoIcon } from "../../components/icons";

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
      <Icon svg={cameraVideoIcon} className="fs-2 opacity-50" />
    </div>
  );
}
