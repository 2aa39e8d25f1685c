import type { CurrentUser } from "@topset/shared";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { Avatar } from "../../components/avatar";
import { Icon } from "../../components/icon";
import { exclamationCircleFillIcon, pencilIcon } from "../../components/icons";
import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";

const hasMissingDetails = (user: CurrentUser) =>
  [user.first_name, user.last_name, user.birth_date, user.weight].some(
    (value) => value === null || value === "",
  );

/** Avatar, names, @username, bio and an edit button. */
export function ProfileHeader({ user }: { user: CurrentUser }) {
  const t = useT();
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return (
    <>
      {hasMissingDetails(user) && (
        <Alert variant="warning" className="small d-flex gap-2">
          <Icon svg={exclamationCircleFillIcon} className="mt-1" />
          <span>
            <Rich
              text={t("header.missingDetails")}
              tags={{
                link: (text) => (
                  <Link to={paths.userDetails.href(true)} className="alert-link">
                    {text}
                  </Link>
                ),
              }}
            />
          </span>
        </Alert>
      )}
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body className="p-4">
          <div className="d-flex align-items-center gap-3">
            <Avatar url={user.profile_picture_url} name={user.username} size={80} />
            <div className="flex-grow-1 min-w-0">
              <h1 className="h4 fw-bold mb-0 text-truncate">{fullName || user.username}</h1>
              <p className="text-body-secondary mb-0">@{user.username}</p>
            </div>
            <Link
              to={paths.userDetails.href(true)}
              className="btn btn-sm btn-outline-secondary"
              aria-label={t("header.editProfile")}
            >
              <Icon svg={pencilIcon} />
              <span className="d-none d-sm-inline ms-1">{t("header.edit")}</span>
            </Link>
          </div>
          {user.bio && <p className="mt-3 mb-0">{user.bio}</p>}
        </Card.Body>
      </Card>
    </>
  );
}
