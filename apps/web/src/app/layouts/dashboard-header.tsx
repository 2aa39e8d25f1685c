import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { Avatar } from "../../components/avatar";
import { useCurrentUser } from "../../lib/auth-store";
import { showToast } from "../../lib/ui-store";
import { paths } from "../paths";
import { Icon } from "../../components/icon";
import { cameraVideoIcon, gearIcon, searchIcon } from "../../components/icons";

/** Dashboard header: avatar to the profile, a search box, a gear to settings; on the profile, a link to videos. */
export function DashboardHeader() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const onProfile = pathname.startsWith(paths.ownProfile.pattern);
  const username = user?.username ?? "";
  // The box searches nothing yet: submitting it only says so.
  const { handleSubmit } = useForm();

  return (
    <header className="dashboard-header sticky-top d-flex align-items-center gap-2 px-3 py-2">
      <Link to={paths.profile.href(username)} aria-label="My profile" className="flex-shrink-0">
        <Avatar url={user?.profile_picture_url} name={username} size={34} />
      </Link>
      <form
        role="search"
        className="flex-grow-1"
        onSubmit={(event) => void handleSubmit(() => showToast("Search arrives in a later release."))(event)}
      >
        <label htmlFor="dashboard-search" className="visually-hidden">
          Search
        </label>
        <div className="input-group input-group-sm">
          <span className="input-group-text border-0 bg-body-tertiary">
            <Icon svg={searchIcon} />
          </span>
          <input
            id="dashboard-search"
            type="search"
            className="form-control border-0 bg-body-tertiary"
            placeholder="Search"
          />
        </div>
      </form>
      {onProfile && (
        <Link to={paths.videos.href()} className="header-icon" aria-label="My videos" title="Videos">
          <Icon svg={cameraVideoIcon} />
        </Link>
      )}
      <Link
        to={onProfile ? paths.userDetails.href() : paths.settings.href()}
        className="header-icon"
        aria-label={onProfile ? "Edit user details" : "Settings"}
        title={onProfile ? "User details" : "Settings"}
      >
        <Icon svg={gearIcon} />
      </Link>
    </header>
  );
}
