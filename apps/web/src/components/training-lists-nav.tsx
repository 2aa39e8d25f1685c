import { NavLink } from "react-router";
import { paths } from "../lib/routing/paths";
import "./training-lists-nav.css";
import { Icon } from "./icon";
import { plusLgIcon } from "./icons";

const lists = [
  { label: "Exercises", to: paths.exercises.href() },
  { label: "Categories", to: paths.categories.href() },
  { label: "Blocks", to: paths.blocks.href() },
];

/** Under the back header of the exercises, categories and blocks lists: switch between them, or add one. */
export function TrainingListsNav({ addLabel, onAdd }: { addLabel: string; onAdd: () => void }) {
  return (
    <div className="d-flex align-items-center gap-2 mb-3">
      <nav aria-label="Training lists" className="flex-grow-1 min-w-0">
        <ul className="nav nav-pills nav-fill flex-nowrap training-lists-tabs p-1">
          {lists.map((list) => (
            <li className="nav-item" key={list.to}>
              <NavLink to={list.to} end className="nav-link rounded-pill px-2">
                {list.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="btn btn-primary rounded-circle training-lists-add flex-shrink-0"
        aria-label={addLabel}
        title={addLabel}
        onClick={onAdd}
      >
        <Icon svg={plusLgIcon} />
      </button>
    </div>
  );
}
