import type { Log } from "@topset/shared";
import Dropdown from "react-bootstrap/Dropdown";

type Props = {
  log: Log;
  locked: boolean;
  onNote: () => void;
  onTag: () => void;
  onDelete: () => void;
  onToggleNotes: () => void;
  /** Share/Unshare; only given when the community setting is on. */
  onTogglePrivacy?: () => void;
  privacyPending?: boolean;
};

/** A log's less frequent actions: note, tag, the notes column, share, delete. */
export function LogMenu({
  log,
  locked,
  onNote,
  onTag,
  onDelete,
  onToggleNotes,
  onTogglePrivacy,
  privacyPending,
}: Props) {
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="session-tap session-no-caret text-body px-2"
        aria-label={`More for ${log.name}`}
        id={`log-${log.id}-menu`}
      >
        <i className="bi bi-three-dots-vertical fs-5" aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" className="py-2" onClick={onNote} disabled={locked}>
          <i className="bi bi-sticky me-2" aria-hidden="true" />
          {log.notes ? "Edit note" : "Add note"}
        </Dropdown.Item>
        <Dropdown.Item as="button" className="py-2" onClick={onTag} disabled={locked}>
          <i className="bi bi-tag me-2" aria-hidden="true" />
          Add tag
        </Dropdown.Item>
        <Dropdown.Item as="button" className="py-2" onClick={onToggleNotes}>
          <i
            className={`bi ${log.sets_notes_visibility ? "bi-eye-slash" : "bi-card-text"} me-2`}
            aria-hidden="true"
          />
          {log.sets_notes_visibility ? "Hide set notes" : "Show set notes"}
        </Dropdown.Item>
        {onTogglePrivacy && (
          <Dropdown.Item as="button" className="py-2" onClick={onTogglePrivacy} disabled={privacyPending}>
            <i className={`bi ${log.private ? "bi-share" : "bi-lock"} me-2`} aria-hidden="true" />
            {log.private ? "Share" : "Unshare"}
          </Dropdown.Item>
        )}
        <Dropdown.Divider />
        <Dropdown.Item as="button" className="py-2 text-danger" onClick={onDelete} disabled={locked}>
          <i className="bi bi-trash me-2" aria-hidden="true" />
          Delete log
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
