import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";

type Props = {
  locked: boolean;
  canDuplicate: boolean;
  duplicating: boolean;
  onAddSet: () => void;
  onDuplicate: () => void;
  /** False once the log has a video or the session is completed. */
  canUpload: boolean;
  onUpload: () => void;
};

/** The buttons under a set table, sized for a thumb: add a set, the last set again, a video. */
export function LogActions({
  locked,
  canDuplicate,
  duplicating,
  onAddSet,
  onDuplicate,
  canUpload,
  onUpload,
}: Props) {
  return (
    <div className="d-flex gap-2 mt-3">
      <Button
        variant="primary"
        className="session-tap flex-grow-1 fw-semibold"
        onClick={onAddSet}
        disabled={locked}
      >
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        Add set
      </Button>
      <Button
        variant="outline-secondary"
        className="session-tap"
        onClick={onDuplicate}
        disabled={locked || !canDuplicate || duplicating}
        title="Log the last set again"
      >
        {duplicating ? (
          <Spinner animation="border" size="sm" aria-hidden="true" />
        ) : (
          <i className="bi bi-copy" aria-hidden="true" />
        )}
        <span className="ms-1">Duplicate</span>
      </Button>
      <Button
        variant="outline-secondary"
        className="session-tap"
        onClick={onUpload}
        disabled={!canUpload}
        aria-label="Upload a video"
        title={canUpload ? "Upload a video" : "This log has a video, or the session is completed"}
      >
        <i className="bi bi-camera-video" aria-hidden="true" />
      </Button>
    </div>
  );
}
