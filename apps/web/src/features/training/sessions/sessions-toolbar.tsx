import Button from "react-bootstrap/Button";
import Dropdown from "react-bootstrap/Dropdown";
import { Link } from "react-router";
import { paths } from "../../../lib/routing/paths";
import { Icon } from "../../../components/icon";
import {
  calendarRangeIcon,
  clipboardCheckIcon,
  collectionIcon,
  gridIcon,
  listOlIcon,
  pencilSquareIcon,
  playFillIcon,
} from "../../../components/icons";

const menu = [
  { to: paths.exercises.href(), label: "Exercises", icon: listOlIcon },
  { to: paths.categories.href(), label: "Categories", icon: collectionIcon },
  { to: paths.blocks.href(), label: "Blocks", icon: calendarRangeIcon },
  { to: paths.routines.href(), label: "Routines", icon: clipboardCheckIcon },
];

type Props = { onAdd: () => void; onStart: () => void; starting: boolean };

/**
 * The list's sticky header: title, a menu to exercises, categories and blocks, 'Add a session' (the
 * form: name, block, recovery numbers) and 'Start session', one tap, which floats above the tab bar on
 * phones, where the thumb is.
 */
export function SessionsToolbar({ onAdd, onStart, starting }: Props) {
  return (
    <div className="sessions-toolbar d-flex align-items-center gap-2 mb-3">
      <h1 className="h4 fw-bold mb-0 me-auto">Sessions</h1>
      <Dropdown align="end">
        <Dropdown.Toggle variant="outline-secondary" className="session-tap" id="sessions-menu">
          <Icon svg={gridIcon} className="me-1" />
          Library
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {menu.map((item) => (
            <Dropdown.Item as={Link} to={item.to} key={item.label} className="py-2">
              <Icon svg={item.icon} className="me-2" />
              {item.label}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      <Button
        variant="outline-secondary"
        className="session-tap"
        onClick={onAdd}
        aria-label="Add a session"
        title="Add a session with its name, block and recovery numbers"
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
        <span className="ms-1">Start session</span>
      </Button>
    </div>
  );
}
