import Modal from "react-bootstrap/Modal";
import type { ProductFeature } from "./feature-list";

type VideoPreviewModalProps = {
  feature: ProductFeature | null;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
};

/** Plays a feature's short clip. */
export function VideoPreviewModal({ feature, show, onHide, onExited }: VideoPreviewModalProps) {
  return (
    <Modal
      show={show && feature !== null}
      onHide={onHide}
      onExited={onExited}
      centered
      size="lg"
      aria-labelledby="video-preview-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="video-preview-title" className="h5">
          {feature?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0 bg-black">
        {feature && (
          <video
            className="d-block w-100 preview-video"
            src={feature.video}
            poster={feature.poster}
            autoPlay
            muted
            loop
            playsInline
            controls
          >
            Your browser cannot play this clip.
          </video>
        )}
      </Modal.Body>
    </Modal>
  );
}
