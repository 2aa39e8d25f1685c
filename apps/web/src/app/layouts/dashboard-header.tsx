import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Avatar } from "../../components/avatar";
import { useCurrentUser } from "../../lib/auth-store";
import { paths } from "../../lib/routing/paths";
import { Icon } from "../../components/icon";
import { cameraVideoIcon, gearIcon, searchIcon } from "../../components/icons";
import type { SearchInputProps } from "../../features/search/search-panel";
import { useT } from "../i18n";

// The results and their query code load the first time the box gets focus (decision 031).
const SearchPanel = lazy(() =>
  import("../../features/search/search-panel").then((m) => ({ default: m.SearchPanel })),
);

/** Dashboard header: avatar to the profile, the search box, a gear to settings; on the profile, a link to videos. */
export function DashboardHeader() {
  const t = useT();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const onProfile = pathname.startsWith(paths.ownProfile.pattern);
  const username = user?.username ?? "";
  const box = useRef<HTMLInputElement>(null);
  // null until the box is first focused; then the results panel's attributes and handlers for the box.
  const [bound, bind] = useState<SearchInputProps | null>(null);

  return (
    <header className="dashboard-header sticky-top d-flex align-items-center gap-2 px-3 py-2">
      <Link
        to={paths.profile.href(username)}
        aria-label={t("dashboardHeader.myProfile")}
        className="flex-shrink-0"
      >
        <Avatar url={user?.profile_picture_url} name={username} size={34} />
      </Link>
      {/* Not a form: there is nothing to submit; Enter opens a result (the panel's keys). */}
      <div role="search" className="flex-grow-1">
        <label htmlFor="dashboard-search" className="visually-hidden">
          {t("dashboardHeader.search")}
        </label>
        <div className="input-group input-group-sm">
          <span className="input-group-text border-0 bg-body-tertiary">
            <Icon svg={searchIcon} />
          </span>
          <input
            ref={box}
            id="dashboard-search"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            autoComplete="off"
            enterKeyHint="search"
            className="form-control border-0 bg-body-tertiary"
            placeholder={t("dashboardHeader.search")}
            onFocus={() => bind((props) => props ?? {})}
            {...bound}
          />
        </div>
      </div>
      {bound && (
        <Suspense fallback={null}>
          <SearchPanel input={box} bind={bind} />
        </Suspense>
      )}
      {onProfile && (
        <Link
          to={paths.videos.href()}
          className="header-icon"
          aria-label={t("dashboardHeader.myVideos")}
          title={t("dashboardHeader.videos")}
        >
          <Icon svg={cameraVideoIcon} />
        </Link>
      )}
      <Link
        to={onProfile ? paths.userDetails.href() : paths.settings.href()}
        className="header-icon"
        aria-label={onProfile ? t("dashboardHeader.editUserDetails") : t("dashboardHeader.settings")}
        title={onProfile ? t("dashboardHeader.userDetails") : t("dashboardHeader.settings")}
      >
        <Icon svg={gearIcon} />
      </Link>
    </header>
  );
}
