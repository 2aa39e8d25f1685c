import type { AdminUserRow } from "@topset/shared";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { Avatar } from "../../components/avatar";
import { CrownIcon } from "./crown-icon";
import { Icon } from "../../components/icon";
import { pencilSquareIcon } from "../../components/icons";
import { formatLongDate } from "../../lib/i18n";
import { useT } from "./i18n";

type Props = {
  users: AdminUserRow[];
  selected: Set<number>;
  /** The admin's own row cannot be selected: their own delete is the permanent one. */
  selfId: number | undefined;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onModify: (user: AdminUserRow) => void;
};

function Status({ user }: { user: AdminUserRow }) {
  const t = useT();
  return (
    <div className="d-flex flex-column flex-sm-row align-items-start gap-1">
      <span className={`badge ${user.deleted ? "text-bg-secondary" : "text-bg-success"}`}>
        {user.deleted ? t("table.inactive") : t("table.active")}
      </span>
      <span className={`badge ${user.verified ? "text-bg-primary" : "text-bg-warning"}`}>
        {user.verified ? t("table.verified") : t("table.unverified")}
      </span>
    </div>
  );
}

/** The admin users table: checkbox, ID, User, Date Created, Account Status, Actions. */
export function UsersTable({ users, selected, selfId, onToggle, onToggleAll, onModify }: Props) {
  const t = useT();
  const selectable = users.filter((u) => u.id !== selfId);
  const allSelected = selectable.length > 0 && selectable.every((u) => selected.has(u.id));
  return (
    <div className="table-responsive">
      <table className="table admin-table mb-0">
        <thead>
          <tr>
            <th scope="col" className="admin-check">
              <Form.Check
                aria-label={t("table.selectAll")}
                checked={allSelected}
                disabled={selectable.length === 0}
                onChange={onToggleAll}
              />
            </th>
            <th scope="col" className="d-none d-sm-table-cell">
              {t("table.id")}
            </th>
            <th scope="col">{t("table.user")}</th>
            <th scope="col" className="text-nowrap d-none d-sm-table-cell">
              {t("table.dateCreated")}
            </th>
            <th scope="col">{t("table.accountStatus")}</th>
            <th scope="col" className="text-end">
              <span className="d-none d-sm-inline">{t("table.actions")}</span>
              <span className="visually-hidden d-sm-none">{t("table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isAdmin = user.role === "admin";
            return (
              <tr
                key={user.id}
                className={`admin-user-row${user.deleted ? " is-disabled" : ""}`}
                data-user-id={user.id}
              >
                <td className="admin-check">
                  <Form.Check
                    aria-label={t("table.select", { username: user.username })}
                    checked={selected.has(user.id)}
                    disabled={user.id === selfId}
                    onChange={() => onToggle(user.id)}
                  />
                </td>
                <td className="text-body-secondary d-none d-sm-table-cell">{user.id}</td>
                <td>
                  <div className="d-flex align-items-center gap-2 min-w-0">
                    <Avatar
                      url={user.profile_picture_url}
                      name={user.username}
                      size={34}
                      className={`flex-shrink-0${isAdmin ? " admin-avatar-admin" : ""}`}
                    />
                    <div className="min-w-0">
                      <div className="fw-semibold d-flex align-items-center">
                        <span className="text-truncate admin-email">{user.username}</span>
                        {isAdmin && <CrownIcon className="admin-crown ms-1 align-baseline" />}
                      </div>
                      <div className="small text-body-secondary text-truncate admin-email">{user.email}</div>
                    </div>
                  </div>
                </td>
                <td className="text-nowrap d-none d-sm-table-cell">{formatLongDate(user.created_at)}</td>
                <td>
                  <Status user={user} />
                </td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => onModify(user)}
                    aria-label={t("table.modifyUser", { username: user.username })}
                  >
                    <Icon svg={pencilSquareIcon} />
                    <span className="d-none d-lg-inline ms-1">{t("table.modify")}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
