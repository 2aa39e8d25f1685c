import { usePrefetchQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLocation, useParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { useCurrentUser } from "../../lib/auth-store";
import { followersQuery } from "../../lib/follows.api";
import { useOtherProfile } from "../../lib/public-profile.api";
import { OtherProfileHeader } from "./other-profile-header";
import { ProfileFooter } from "./profile-footer";
import { ProfileHeader } from "./profile-header";
import { averageSleepQuery, recentPrsQuery, recentRecoveryQuery, weighInsQuery } from "./profile-stats.api";
import { RecentPrsCard } from "./recent-prs-card";
import { RecoveryCard } from "./recovery-card";
import { WeighInsCard } from "./weigh-ins-card";
import { personXIcon } from "../../components/icons";
import { useT } from "./i18n";

/**
 * /dashboard/profile/{username}: one's own profile or another member's. Another member sees the
 * header, follow counts and recent ePRs; recovery, sleep and bodyweight are private to the owner and
 * admins (docs/decisions/007-profile-stats.md), and are not even asked for, since a 403 logs out.
 */
export function ProfilePage() {
  const { username = "" } = useParams();
  const user = useCurrentUser();
  // NOTE: the user is null only for the moment between a forced logout and the login screen.
  if (!user) return null;
  // Usernames are unique ignoring case (users_username_lower_unique).
  const own = username.toLowerCase() === user.username.toLowerCase();
  if (own) {
    return (
      <Profile username={username} userId={user.id} own seesPrivate header={<ProfileHeader user={user} />} />
    );
  }
  return <OtherProfile username={username} isAdmin={user.role === "admin"} />;
}

function OtherProfile({ username, isAdmin }: { username: string; isAdmin: boolean }) {
  const t = useT();
  const location = useLocation();
  const { userId, profile } = useOtherProfile(username, location.state);
  if (userId === null) return <EmptyState icon={personXIcon}>{t("profilePage.notFound")}</EmptyState>;
  return (
    <Profile
      username={username}
      userId={userId}
      own={false}
      seesPrivate={isAdmin}
      header={<OtherProfileHeader username={username} userId={userId} profile={profile} />}
    />
  );
}

type ProfileProps = {
  username: string;
  userId: number;
  own: boolean;
  seesPrivate: boolean;
  header: ReactNode;
};

function Profile({ username, userId, own, seesPrivate, header }: ProfileProps) {
  // Every section's call starts at once; the screen suspends until they have all answered.
  usePrefetchQuery(followersQuery(userId));
  usePrefetchQuery(recentPrsQuery(userId));
  return (
    <>
      {seesPrivate && <PrefetchPrivate userId={userId} />}
      {header}
      <ProfileFooter username={username} userId={userId} showSleep={seesPrivate} />
      {/* One column at every width: the dashboard is a phone-width column. */}
      {seesPrivate && <RecoveryCard userId={userId} />}
      <RecentPrsCard userId={userId} own={own} />
      {seesPrivate && <WeighInsCard userId={userId} />}
    </>
  );
}

/** The private sections' calls, started before anything suspends (only for the owner and admins). */
function PrefetchPrivate({ userId }: { userId: number }) {
  usePrefetchQuery(averageSleepQuery(userId));
  usePrefetchQuery(recentRecoveryQuery(userId));
  usePrefetchQuery(weighInsQuery(userId));
  return null;
}
