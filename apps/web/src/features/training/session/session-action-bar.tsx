import Button from "react-bootstrap/Button";
import { RestTimerBar } from "../entry/rest-timer-bar";
import { Icon } from "../../../components/icon";
import { check2CircleIcon, plusCircleIcon, trashIcon, xCircleIcon } from "../../../components/icons";

type Props = { locked: boolean; onCancel: () => void; onAddExercise: () => void; onComplete: () => void };

/**
 * The session's main buttons, in a bar that stays above the tab bar where a thumb reaches:
 * Cancel (Delete once completed), 'Add a exercise', Complete; the rest timer above them while it runs.
 */
export function SessionActionBar({ locked, onCancel, onAddExercise, onComplete }: Props) {
  return (
    <div className="session-action-bar">
      {!locked && <RestTimerBar />}
      <div className="session-action-grid">
        <Button variant="outline-danger" className="session-action" onClick={onCancel}>
          <Icon svg={locked ? trashIcon : xCircleIcon} />
          <span>{locked ? "Delete" : "Cancel"}</span>
        </Button>
        <Button variant="primary" className="session-action" onClick={onAddExercise} disabled={locked}>
          <Icon svg={plusCircleIcon} />
          <span>Add a exercise</span>
        </Button>
        <Button variant="success" className="session-action" onClick={onComplete} disabled={locked}>
          <Icon svg={check2CircleIcon} />
          <span>Complete</span>
        </Button>
      </div>
    </div>
  );
}
