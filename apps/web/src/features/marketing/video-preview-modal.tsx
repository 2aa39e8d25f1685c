import Modal from "react-bootstrap/Modal";
import type { ProductFeature } from "./feature-list";
import { useT } from "./i18n";

type VideoPreviewModalProps = {
  feature: ProductFeature | null;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
};

/** Plays a feature's short clip. */
export function VideoPreviewModal({ feature, show, onHide, onExited }: VideoPreviewModalProps) {
  const t = useT();
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
          {feature && t(`features.${feature.id}.title`)}
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
            {t("videoPreview.unsupported")}
          </video>
        )}
      </Modal.Body>
    </Modal>
  );
}
