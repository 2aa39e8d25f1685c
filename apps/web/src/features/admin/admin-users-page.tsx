import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { adminUsersQuerySchema, type AdminUserRow, type Success } from "@topset/shared";
import { startTransition, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { EmptyState } from "../../components/empty-state";
import { NumberedPagination } from "../../components/numbered-pagination";
import { RefreshButton } from "../../components/refresh-button";
import { useCurrentUser } from "../../lib/auth-store";
import { messages } from "../../lib/messages";
import { adminKeys, usersQuery } from "./admin.api";
import { AddUserModal } from "./add-user-modal";
import { DisableUsersModal } from "./disable-users-modal";
import { ModifyUserModal } from "./modify-user-modal";
import { UsersTable } from "./users-table";
import "./admin.css";
import { Icon } from "../../components/icon";
import { peopleIcon, personPlusIcon, personSlashIcon, searchIcon } from "../../components/icons";
import { formatNumber } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

const searchSchema = adminUsersQuerySchema.pick({ search: true });
type SearchForm = z.input<typeof searchSchema>;

/** /admin/users: search, refresh, add, bulk disable, modify; 10 a page. */
export function AdminUsersPage() {
  const t = useT();
  const self = useCurrentUser();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [modifying, setModifying] = useState<AdminUserRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const users = useSuspenseQuery(usersQuery(page, search));
  const rows = users.data.data;
  const { register, handleSubmit, control } = useForm<SearchForm, unknown, z.output<typeof searchSchema>>({
    resolver: formResolver(searchSchema),
    defaultValues: { search: "" },
  });
  const text = useWatch({ control, name: "search" }) ?? "";

  // A transition keeps the current table on screen while the next page or search loads.
  const go = (next: { page?: number; search?: string }) =>
    startTransition(() => {
      setSelected(new Set());
      setPage(next.page ?? 1);
      if (next.search !== undefined) setSearch(next.search);
    });

  /** Rows change in place (greyed when disabled) rather than jumping away after a refetch. */
  const patchRows = (update: (row: AdminUserRow) => AdminUserRow) =>
    queryClient.setQueryData<Success<AdminUserRow>>(adminKeys.users(page, search), (old) =>
      old ? { ...old, data: old.data.map(update) } : old,
    );

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectable = rows.filter((u) => u.id !== self?.id).map((u) => u.id);
  const toggleAll = () =>
    setSelected((prev) => (selectable.every((id) => prev.has(id)) ? new Set() : new Set(selectable)));

  return (
    <div className="admin-page vstack gap-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h1 className="h4 fw-bold mb-0 me-auto">{t("users.title")}</h1>
        <Button variant="primary" onClick={() => setAdding(true)}>
          <Icon svg={personPlusIcon} className="me-1" />
          {t("users.add")}
        </Button>
        <Button variant="outline-danger" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
          <Icon svg={personSlashIcon} className="me-1" />
          {selected.size > 0 ? t("users.deleteCount", { n: formatNumber(selected.size) }) : t("users.delete")}
        </Button>
      </div>

      <Form
        role="search"
        noValidate
        onSubmit={(event) => void handleSubmit((values) => go({ search: values.search ?? "" }))(event)}
      >
        <InputGroup>
          <Form.Control
            type="search"
            placeholder={t("users.searchPlaceholder")}
            aria-label={t("users.searchLabel")}
            maxLength={254}
            {...register("search", {
              // Emptying the box goes back to the whole list.
              onChange: (event: { target: { value: string } }) => {
                if (!event.target.value && search) go({ search: "" });
              },
            })}
          />
          <Button
            type="submit"
            variant="outline-primary"
            disabled={!text.trim()}
            aria-label={t("users.search")}
          >
            <Icon svg={searchIcon} />
          </Button>
          <RefreshButton
            refreshing={users.isFetching}
            onClick={() => void users.refetch()}
            label={t("users.refresh")}
          />
        </InputGroup>
      </Form>

      <div className="card">
        {rows.length === 0 ? (
          <EmptyState icon={peopleIcon}>{messages.noData}</EmptyState>
        ) : (
          <UsersTable
            users={rows}
            selected={selected}
            selfId={self?.id}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onModify={setModifying}
          />
        )}
      </div>
      {users.data.pagination && (
        <div className="d-flex flex-column align-items-center gap-1">
          <NumberedPagination
            current={users.data.pagination.currentPage}
            last={users.data.pagination.lastPage}
            onChange={(next) => go({ page: next })}
            disabled={users.isFetching}
          />
          <span className="small text-body-secondary">
            {t("users.total", {
              count: users.data.pagination.total,
              n: formatNumber(users.data.pagination.total),
            })}
          </span>
        </div>
      )}

      <ModifyUserModal
        user={modifying}
        selfId={self?.id}
        onHide={() => setModifying(null)}
        onSaved={(saved) => patchRows((row) => (row.id === saved.id ? saved : row))}
      />
      <AddUserModal show={adding} onHide={() => setAdding(false)} />
      <DisableUsersModal
        show={confirming}
        ids={[...selected]}
        onHide={() => setConfirming(false)}
        onDone={(disabled) => {
          patchRows((row) => (disabled.includes(row.id) ? { ...row, deleted: true } : row));
          // Ids that failed stay selected, so the modal still lists them with the error.
          setSelected((prev) => new Set([...prev].filter((id) => !disabled.includes(id))));
        }}
      />
    </div>
  );
}
