import Button from "react-bootstrap/Button";
import { paths } from "../../../lib/routing/paths";
import { Icon } from "../../../components/icon";
import { LinkMenu } from "../../../components/link-menu";
import {
  calendarRangeIcon,
  clipboardCheckIcon,
  collectionIcon,
  gridIcon,
  listOlIcon,
  pencilSquareIcon,
  playFillIcon,
} from "../../../components/icons";
import { useT } from "./i18n";

const menu = [
  { to: paths.exercises.href(), label: "toolbar.exercises", icon: listOlIcon },
  { to: paths.categories.href(), label: "toolbar.categories", icon: collectionIcon },
  { to: paths.blocks.href(), label: "toolbar.blocks", icon: calendarRangeIcon },
  { to: paths.routines.href(), label: "toolbar.routines", icon: clipboardCheckIcon },
] as const;

type Props = { onAdd: () => void; onStart: () => void; starting: boolean };

/**
 * The list's sticky header: title, a menu to exercises, categories and blocks, 'Add a session' (the
 * form: name, block, recovery numbers) and 'Start session', one tap, which floats above the tab bar on
 * phones, where the thumb is.
 */
export function SessionsToolbar({ onAdd, onStart, starting }: Props) {
  const t = useT();
  return (
    <div className="sessions-toolbar d-flex align-items-center gap-2 mb-3">
      <h1 className="h4 fw-bold mb-0 me-auto">{t("toolbar.title")}</h1>
      <LinkMenu
        className="btn-outline-secondary session-tap"
        toggle={
          <>
            <Icon svg={gridIcon} className="me-1" />
            {t("toolbar.library")}
          </>
        }
        items={menu.map((item) => ({ ...item, label: t(item.label) }))}
      />
      <Button
        variant="outline-secondary"
        className="session-tap"
        onClick={onAdd}
        aria-label={t("toolbar.add")}
        title={t("toolbar.addHint")}
      >
        <Icon svg={pencilSquareIcon} />
      </Button>
      <Button
        variant="primary"
        className="sessions-start session-tap fw-semibold"
        onClick={onStart}
        disabled={starting}
      >
        <Icon svg={playFillIcon} />
        <span className="ms-1">{t("toolbar.start")}</span>
      </Button>
    </div>
  );
}
