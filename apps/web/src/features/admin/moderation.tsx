import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Pagination } from "@topset/shared";
import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { ConfirmModal } from "../../components/confirm-modal";
import { EmptyState } from "../../components/empty-state";
import { NumberedPagination } from "../../components/numbered-pagination";
import { messages } from "../../lib/messages";
import { showToast } from "../../lib/ui-store";
import { adminKeys } from "./admin.api";
import { Icon, type IconSvg } from "../../components/icon";
import { trash3Icon } from "../../components/icons";
import { formatNumber, translateText } from "../../lib/i18n";
import { t as translate, useT } from "./i18n";

/** What the list needs of its page query (a react-query result of a paged admin list). */
type PagedQuery = {
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  data?: { data: unknown[]; pagination?: Pagination };
};

type ListProps = {
  title: string;
  /** The spinner's label while the first page loads ("Loading videos"). */
  loadingLabel: string;
  icon: IconSvg;
  query: PagedQuery;
  onPage: (page: number) => void;
  /** The head cells between ID and Actions. */
  columns: ReactNode;
  /** The body: a ModerationRow each. */
  rows: ReactNode;
  /** Shown with the table: its dialogs. */
  children?: ReactNode;
};

/** The frame of the videos and sessions lists: title, loading/error/empty, the table, pagination. */
export function ModerationList(props: ListProps) {
  const { title, loadingLabel, icon, query, onPage, columns, rows, children } = props;
  const t = useT();
  const { error, isPending } = query;
  const pagination = query.data?.pagination;
  const empty = (query.data?.data ?? []).length === 0;
  return (
    <div className="admin-page vstack gap-3">
      <div className="d-flex align-items-center gap-2">
        <h1 className="h4 fw-bold mb-0 me-auto">{title}</h1>
        {pagination && (
          <span className="small text-body-secondary">
            {t("moderation.total", { n: formatNumber(pagination.total) })}
          </span>
        )}
      </div>
      <div className="card">
        {error ? (
          <div className="card-body text-danger">{error.message}</div>
        ) : isPending ? (
          <div className="card-body text-center py-5">
            <Spinner animation="border" aria-label={loadingLabel} />
          </div>
        ) : empty ? (
          <EmptyState icon={icon}>{messages.noData}</EmptyState>
        ) : (
          <>
            <div className="table-responsive">
              <table className="table admin-table mb-0">
                <thead>
                  <tr>
                    <th scope="col" className="d-none d-sm-table-cell">
                      {t("moderation.id")}
                    </th>
                    {columns}
                    <th scope="col" className="text-end">
                      {t("moderation.actions")}
                    </th>
                  </tr>
                </thead>
                <tbody>{rows}</tbody>
              </table>
            </div>
            {children}
          </>
        )}
      </div>
      {pagination && (
        <NumberedPagination
          current={pagination.currentPage}
          last={pagination.lastPage}
          onChange={onPage}
          disabled={query.isFetching}
        />
      )}
    </div>
  );
}

type RowProps = {
  what: "Video" | "Session";
  id: number;
  /** The bootstrap icon of the open button. */
  openIcon: IconSvg;
  onOpen: () => void;
  onDelete: () => void;
  /** The cells between ID and the actions. */
  children: ReactNode;
};

/** "video 3" / "session 3" as the buttons and the dialog name the item. */
const itemName = (what: "Video" | "Session", id: number | string) =>
  translate(what === "Video" ? "moderation.video" : "moderation.session", { id });

/** A row of a moderation table: its ID, the given cells, then Open and Delete (icons only on narrow screens). */
export function ModerationRow({ what, id, openIcon, onOpen, onDelete, children }: RowProps) {
  const t = useT();
  const name = itemName(what, id);
  return (
    <tr>
      <td className="text-body-secondary d-none d-sm-table-cell">{id}</td>
      {children}
      <td className="text-end text-nowrap">
        <Button
          size="sm"
          variant="outline-primary"
          className="me-1"
          onClick={onOpen}
          aria-label={t("moderation.openItem", { name })}
        >
          <Icon svg={openIcon} />
          <span className="d-none d-lg-inline ms-1">{t("moderation.open")}</span>
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          onClick={onDelete}
          aria-label={t("moderation.deleteItem", { name })}
        >
          <Icon svg={trash3Icon} />
          <span className="d-none d-lg-inline ms-1">{t("moderation.delete")}</span>
        </Button>
      </td>
    </tr>
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
  const t = useT();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: remove,
    onSuccess: async (answer) => {
      showToast(translateText(answer.message));
      onHide();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  return (
    <ConfirmModal
      show={id !== null}
      title={t("moderation.deleteTitle", { name: itemName(what, id ?? "") })}
      confirmLabel={t("moderation.delete")}
      pending={run.isPending}
      error={run.error}
      onConfirm={() => id !== null && run.mutate(id)}
      onHide={() => {
        run.reset();
        onHide();
      }}
    >
      {children}
      <p className="mb-0 text-warning">{t("moderation.cannotUndo")}</p>
    </ConfirmModal>
  );
}
