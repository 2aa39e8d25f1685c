import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Pagination } from "@topset/shared";
import type { ReactNode } from "react";
import Spinner from "react-bootstrap/Spinner";
import { ConfirmModal } from "../../components/confirm-modal";
import { EmptyState } from "../../components/empty-state";
import { NumberedPagination } from "../../components/numbered-pagination";
import { showToast } from "../../lib/ui-store";
import { adminKeys } from "./admin.api";

type ListProps = {
  title: string;
  icon: string;
  isPending: boolean;
  error: Error | null;
  empty: boolean;
  pagination?: Pagination;
  busy: boolean;
  onPage: (page: number) => void;
  children: ReactNode;
};

/** The frame of the videos and sessions lists: title, loading/error/empty, the table, pagination. */
export function ModerationList({
  title,
  icon,
  isPending,
  error,
  empty,
  pagination,
  busy,
  onPage,
  children,
}: ListProps) {
  return (
    <div className="admin-page vstack gap-3">
      <div className="d-flex align-items-center gap-2">
        <h1 className="h4 fw-bold mb-0 me-auto">{title}</h1>
        {pagination && <span className="small text-body-secondary">{pagination.total} in all</span>}
      </div>
      <div className="card">
        {error ? (
          <div className="card-body text-danger">{error.message}</div>
        ) : isPending ? (
          <div className="card-body text-center py-5">
            <Spinner animation="border" aria-label={`Loading ${title.toLowerCase()}`} />
          </div>
        ) : empty ? (
          <EmptyState icon={icon}>No relevant data available yet!</EmptyState>
        ) : (
          children
        )}
      </div>
      {pagination && (
        <NumberedPagination
          current={pagination.currentPage}
          last={pagination.lastPage}
          onChange={onPage}
          disabled={busy}
        />
      )}
    </div>
  );
}

type DeleteProps = {
  what: "Video" | "Session";
  id: number | null;
  remove: (id: number) => Promise<{ message: string }>;
  onHide: () => void;
  children?: ReactNode;
};

/** Confirms and runs a moderation delete, then refreshes the admin lists and statistics. */
export function ModerationDelete({ what, id, remove, onHide, children }: DeleteProps) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: remove,
    onSuccess: async (answer) => {
      showToast(answer.message);
      onHide();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  return (
    <ConfirmModal
      show={id !== null}
      title={`Delete ${what.toLowerCase()} ${id ?? ""}`}
      confirmLabel="Delete"
      pending={run.isPending}
      error={run.error}
      onConfirm={() => id !== null && run.mutate(id)}
      onHide={() => {
        run.reset();
        onHide();
      }}
    >
      {children}
      <p className="mb-0 text-warning">This cannot be undone.</p>
    </ConfirmModal>
  );
}
