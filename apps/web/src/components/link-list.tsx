import type { ReactNode } from "react";
import { Link } from "react-router";
import "./link-list.css";
import { Icon } from "./icon";
import { chevronRightIcon } from "./icons";

/** A card-like list of big tap targets, each leading to a screen (exercises, categories, blocks). */
export function LinkList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ol className="link-list list-unstyled mb-0 rounded-3 overflow-hidden shadow-sm" aria-label={label}>
      {children}
    </ol>
  );
}

type LinkListItemProps = {
  to: string;
  title: ReactNode;
  /** A second, quieter line. */
  detail?: ReactNode;
  /** The position shown at the left of a numbered list. */
  number?: number;
  /** Something at the left end instead of a number (a tile, an icon). */
  start?: ReactNode;
  /** Something at the right end, before the chevron (a count, a badge). */
  end?: ReactNode;
};

export function LinkListItem({ to, title, detail, number, start, end }: LinkListItemProps) {
  return (
    <li>
      <Link to={to} className="link-list-row d-flex align-items-center gap-3 px-3 text-decoration-none">
        {start}
        {number !== undefined && (
          <span className="link-list-number" aria-hidden="true">
            {number}.
          </span>
        )}
        <span className="flex-grow-1 min-w-0">
          <span className="d-block fw-semibold text-truncate">{title}</span>
          {detail && <span className="d-block small text-body-secondary text-truncate">{detail}</span>}
        </span>
        {end}
        <Icon svg={chevronRightIcon} className="text-body-tertiary" />
      </Link>
    </li>
  );
}
