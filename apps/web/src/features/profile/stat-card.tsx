import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import Card from "react-bootstrap/Card";
import Spinner from "react-bootstrap/Spinner";
import { EmptyState } from "../../components/empty-state";
import { errorText, FormAlert } from "../../components/form-alert";
import { messages } from "../../lib/messages";

type StatCardProps<T> = {
  title: string;
  icon: string;
  /** Shown at the right of the title (e.g. the latest bodyweight). */
  aside?: ReactNode;
  query: UseQueryResult<T[]>;
  children: (rows: T[]) => ReactNode;
};

/**
 * One profile section: a titled card that shows a spinner while loading, the failed call's message,
 * the spec's empty-table text (section 8), or its rows.
 */
export function StatCard<T>({ title, icon, aside, query, children }: StatCardProps<T>) {
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="d-flex justify-content-center py-4" role="status">
        <Spinner animation="border" size="sm" variant="primary" />
        <span className="visually-hidden">Loading {title}...</span>
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="p-3">
        <FormAlert alert={{ variant: "danger", text: errorText(query.error) }} />
      </div>
    );
  } else if (query.data.length === 0) {
    body = <EmptyState icon={icon}>{messages.noData}</EmptyState>;
  } else {
    body = children(query.data);
  }
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
