import { useEffect } from "react";
import Button from "react-bootstrap/Button";
import { RestTimerBar } from "../entry/rest-timer-bar";
import { useRestTimer } from "../entry/rest-timer";
import { Icon } from "../../../components/icon";
import { check2CircleIcon, plusCircleIcon } from "../../../components/icons";
import { setFocus } from "../../../lib/ui-store";
import { useT } from "./i18n";

type Props = { onAddExercise: () => void; onComplete: () => void };

/**
 * A running session's one bar, at the bottom edge where a thumb reaches (the tab bar steps aside
 * while it shows): Add a exercise and Complete, and between them the rest timer while it runs, the
 * two buttons then down to their icons. One row, so the sets keep the screen (at most 15 % of it,
 * docs/decisions/043-gym-floor-3.md). Cancelling the session is in its menu, away from the thumb.
 */
export function SessionActionBar({ onAddExercise, onComplete }: Props) {
  const t = useT();
  const resting = useRestTimer() !== null;
  useEffect(() => {
    setFocus(true);
    return () => setFocus(false);
  }, []);
  return (
    <div className={`session-action-bar${resting ? " resting" : ""}`}>
      <Button
        variant="primary"
        className="session-action"
        onClick={onAddExercise}
        aria-label={t("actionBar.addExercise")}
      >
        <Icon svg={plusCircleIcon} />
        {!resting && <span>{t("actionBar.addExercise")}</span>}
      </Button>
      <RestTimerBar />
      <Button
        variant="success"
        className="session-action"
        onClick={onComplete}
        aria-label={t("actionBar.complete")}
      >
        <Icon svg={check2CircleIcon} />
        {!resting && <span>{t("actionBar.complete")}</span>}
      </Button>
    </div>
  );
}
