import Button from "react-bootstrap/Button";
import Dropdown from "react-bootstrap/Dropdown";
import { Link } from "react-router";
import { paths } from "../../app/paths";

const menu = [
  { to: paths.exercises.href(), label: "Exercises", icon: "bi-list-ol" },
  { to: paths.categories.href(), label: "Categories", icon: "bi-collection" },
  { to: paths.blocks.href(), label: "Blocks", icon: "bi-calendar-range" },
  { to: paths.routines.href(), label: "Routines", icon: "bi-clipboard-check" },
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
          <i className="bi bi-grid me-1" aria-hidden="true" />
          Library
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {menu.map((item) => (
            <Dropdown.Item as={Link} to={item.to} key={item.label} className="py-2">
              <i className={`bi ${item.icon} me-2`} aria-hidden="true" />
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
        <i className="bi bi-pencil-square" aria-hidden="true" />
      </Button>
      <Button
        variant="primary"
        className="sessions-start session-tap fw-semibold"
        onClick={onStart}
        disabled={starting}
      >
        <i className="bi bi-play-fill" aria-hidden="true" />
        <span className="ms-1">Start session</span>
      </Button>
    </div>
  );
}
