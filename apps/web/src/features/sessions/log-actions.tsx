import Button from "react-bootstrap/Button";
import OverlayTrigger from "react-bootstrap/OverlayTrigger";
import Spinner from "react-bootstrap/Spinner";
import Tooltip from "react-bootstrap/Tooltip";

type Props = {
  locked: boolean;
  canDuplicate: boolean;
  duplicating: boolean;
  onAddSet: () => void;
  onDuplicate: () => void;
};

const VIDEO_LATER = "Videos arrive in a later release";

/** The buttons under a set table, sized for a thumb: add a set, the last set again, a video. */
export function LogActions({ locked, canDuplicate, duplicating, onAddSet, onDuplicate }: Props) {
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
      {/* NOTE: a disabled button gets no pointer events, so the tooltip hangs on a focusable wrapper. */}
      <OverlayTrigger placement="top" overlay={<Tooltip id="video-later">{VIDEO_LATER}</Tooltip>}>
        <span className="d-inline-block" tabIndex={0} aria-label={`Upload video: ${VIDEO_LATER}`}>
          <Button
            variant="outline-secondary"
            className="session-tap pe-none"
            disabled
            aria-hidden="true"
            tabIndex={-1}
          >
            <i className="bi bi-camera-video" aria-hidden="true" />
          </Button>
        </span>
      </OverlayTrigger>
    </div>
  );
}
