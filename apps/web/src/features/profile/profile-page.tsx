import { useLocation, useParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { PageSpinner } from "../../components/page-spinner";
import { useCurrentUser } from "../../lib/auth-store";
import { useOtherProfile } from "../follows/public-profile";
import { OtherProfileHeader } from "./other-profile-header";
import { ProfileFooter } from "./profile-footer";
import { ProfileHeader } from "./profile-header";
import { RecentPrsCard } from "./recent-prs-card";
import { RecoveryCard } from "./recovery-card";
import { WeighInsCard } from "./weigh-ins-card";

/**
 * /dashboard/profile/{username}: one's own profile or another member's. Another member sees the
 * header, follow counts and recent ePRs; recovery, sleep and bodyweight are private to the owner and
 * admins (docs/decisions/007-profile-stats.md), and are not even asked for, since a 403 logs out.
 */
export function ProfilePage() {
  const { username = "" } = useParams();
  const user = useCurrentUser();
  const location = useLocation();
  // Usernames are unique ignoring case (users_username_lower_unique).
  const own = username.toLowerCase() === user?.username.toLowerCase();
  const other = useOtherProfile(username, location.state, !own);
  // NOTE: the user is null only for the moment between a forced logout and the login screen.
  if (!user) return null;

  const userId = own ? user.id : other.userId;
  if (!own && userId === null) {
    return other.isPending ? (
      <PageSpinner />
    ) : (
      <EmptyState icon="bi-person-x">Dashboard not found!</EmptyState>
    );
  }
  if (userId === null) return null;
  const seesPrivate = own || user.role === "admin";

  return (
    <>
      {own ? (
        <ProfileHeader user={user} />
      ) : (
        <OtherProfileHeader username={username} userId={userId} profile={other.profile} />
      )}
      <ProfileFooter username={username} userId={userId} showSleep={seesPrivate} />
      {/* One column at every width: the dashboard is a phone-width column. */}
      {seesPrivate && <RecoveryCard userId={userId} />}
      <RecentPrsCard userId={userId} own={own} />
      {seesPrivate && <WeighInsCard userId={userId} />}
    </>
  );
}
