import type { ReactNode } from "react";
import Card from "react-bootstrap/Card";
import { EmptyState } from "../../components/empty-state";
import { messages } from "../../lib/messages";
import type { IconSvg } from "../../components/icon";

type StatCardProps<T> = {
  title: string;
  icon: IconSvg;
  /** Shown at the right of the title (e.g. the latest bodyweight). */
  aside?: ReactNode;
  rows: T[];
  children: (rows: T[]) => ReactNode;
};

/** One profile section: a titled card with the empty-table text (docs/product.md, "Messages") or its rows. */
export function StatCard<T>({ title, icon, aside, rows, children }: StatCardProps<T>) {
  const body = rows.length === 0 ? <EmptyState icon={icon}>{messages.noData}</EmptyState> : children(rows);
  return (
    <Card as="section" className="border-0 shadow-sm mb-3 overflow-hidden" aria-label={title}>
      <Card.Header className="d-flex align-items-center gap-2 bg-transparent py-2">
        <i className={`bi ${icon} text-primary`} aria-hidden="true" />
        <h2 className="h6 fw-bold mb-0 me-auto">{title}</h2>
        {aside}
      </Card.Header>
      {body}
    </Card>
  );
}
