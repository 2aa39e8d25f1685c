import Button from "react-bootstrap/Button";

type Props = {
  locked: boolean;
  onAddSet: () => void;
  /** False once the log has a video or the session is completed. */
  canUpload: boolean;
  onUpload: () => void;
};

/**
 * The buttons under a log's set entry: a set typed in full (with notes) in a form, and a video.
 * The everyday set is the entry's one-tap "Log set".
 */
export function LogActions({ locked, onAddSet, canUpload, onUpload }: Props) {
  return (
    <div className="d-flex gap-2 mt-2">
      <Button
        variant="outline-secondary"
        className="session-tap flex-grow-1"
        onClick={onAddSet}
        disabled={locked}
      >
        <i className="bi bi-pencil-square me-1" aria-hidden="true" />
        Add set
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
