import { useParams } from "react-router";
import { ComingSoon } from "../../components/coming-soon";
import { useCurrentUser } from "../../lib/auth-store";
import { ProfileHeader } from "./profile-header";

export function ProfilePage() {
  const { username } = useParams();
  const user = useCurrentUser();
  // NOTE: the user is null only for the moment between a forced logout and the login screen.
  if (!user) return null;

  if (username !== user.username) {
    return (
      <ComingSoon
        title="Other lifters' profiles"
        icon="bi-person-badge"
        items={[
          `@${username ?? ""}'s profile, recent bests and shared videos`,
          "Follow and unfollow buttons",
        ]}
      />
    );
  }
  return (
    <>
      <ProfileHeader user={user} />
      <ComingSoon
        title="Your training at a glance"
        icon="bi-bar-chart-line"
        items={[
          "Average sleep, followers and following counts",
          "A recovery chart: sleep, stress and session RPE",
          "Your recent estimated PRs",
          "Your bodyweight and its weekly trend",
        ]}
      />
    </>
  );
}
