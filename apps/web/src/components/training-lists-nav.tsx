import { NavLink } from "react-router";
import { paths } from "../lib/routing/paths";
import "./training-lists-nav.css";
import { Icon } from "./icon";
import { plusLgIcon } from "./icons";
import { useT } from "./i18n";

const lists = [
  { key: "exercises", to: paths.exercises.href() },
  { key: "categories", to: paths.categories.href() },
  { key: "blocks", to: paths.blocks.href() },
] as const;

/** Under the back header of the exercises, categories and blocks lists: switch between them, or add one. */
export function TrainingListsNav({ addLabel, onAdd }: { addLabel: string; onAdd: () => void }) {
  const t = useT();
  return (
    <div className="d-flex align-items-center gap-2 mb-3">
      <nav aria-label={t("trainingListsNav.label")} className="flex-grow-1 min-w-0">
        <ul className="nav nav-pills nav-fill flex-nowrap training-lists-tabs p-1">
          {lists.map((list) => (
            <li className="nav-item" key={list.to}>
              <NavLink to={list.to} end className="nav-link rounded-pill px-2">
                {t(`trainingListsNav.${list.key}`)}
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
