import Button from "react-bootstrap/Button";
import { Icon } from "../../../components/icon";
import { cameraVideoIcon, pencilSquareIcon } from "../../../components/icons";
import { useT } from "./i18n";

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
  const t = useT();
  return (
    <div className="d-flex gap-2 mt-2">
      <Button
        variant="outline-secondary"
        className="session-tap flex-grow-1"
        onClick={onAddSet}
        disabled={locked}
      >
        <Icon svg={pencilSquareIcon} className="me-1" />
        {t("actions.addSet")}
      </Button>
      <Button
        variant="outline-secondary"
        className="session-tap"
        onClick={onUpload}
        disabled={!canUpload}
        aria-label={t("actions.upload")}
        title={canUpload ? t("actions.upload") : t("actions.cannotUpload")}
      >
        <Icon svg={cameraVideoIcon} />
      </Button>
    </div>
  );
}
