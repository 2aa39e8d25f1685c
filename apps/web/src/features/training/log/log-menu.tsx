import type { Log } from "@topset/shared";
import Dropdown from "react-bootstrap/Dropdown";
import { Icon } from "../../../components/icon";
import {
  cardTextIcon,
  eyeSlashIcon,
  lockIcon,
  shareIcon,
  stickyIcon,
  tagIcon,
  threeDotsVerticalIcon,
  trashIcon,
} from "../../../components/icons";
import { useT } from "./i18n";

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
  const t = useT();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="session-tap session-no-caret text-body px-2"
        aria-label={t("menu.more", { name: log.name })}
        id={`log-${log.id}-menu`}
      >
        <Icon svg={threeDotsVerticalIcon} className="fs-5" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" className="py-2" onClick={onNote} disabled={locked}>
          <Icon svg={stickyIcon} className="me-2" />
          {log.notes ? t("menu.editNote") : t("menu.addNote")}
        </Dropdown.Item>
        <Dropdown.Item as="button" className="py-2" onClick={onTag} disabled={locked}>
          <Icon svg={tagIcon} className="me-2" />
          {t("menu.addTag")}
        </Dropdown.Item>
        <Dropdown.Item as="button" className="py-2" onClick={onToggleNotes}>
          <Icon svg={log.sets_notes_visibility ? eyeSlashIcon : cardTextIcon} className="me-2" />
          {log.sets_notes_visibility ? t("menu.hideSetNotes") : t("menu.showSetNotes")}
        </Dropdown.Item>
        {onTogglePrivacy && (
          <Dropdown.Item as="button" className="py-2" onClick={onTogglePrivacy} disabled={privacyPending}>
            <Icon svg={log.private ? shareIcon : lockIcon} className="me-2" />
            {log.private ? t("menu.share") : t("menu.unshare")}
          </Dropdown.Item>
        )}
        <Dropdown.Divider />
        <Dropdown.Item as="button" className="py-2 text-danger" onClick={onDelete} disabled={locked}>
          <Icon svg={trashIcon} className="me-2" />
          {t("menu.delete")}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
