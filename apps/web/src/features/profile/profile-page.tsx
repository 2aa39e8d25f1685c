import Card from "react-bootstrap/Card";
import { useLocation, useParams } from "react-router";
import { Avatar } from "../../components/avatar";
import { ComingSoon } from "../../components/coming-soon";
import { useCurrentUser } from "../../lib/auth-store";
import { FollowButton } from "../follows/follow-button";
import { FollowCounts } from "../follows/follow-counts";
import { useOtherProfile } from "../follows/public-profile";
import { ProfileHeader } from "./profile-header";

export function ProfilePage() {
  const { username } = useParams();
  const user = useCurrentUser();
  const location = useLocation();
  const other = useOtherProfile(username ?? "", location.state, username !== user?.username);
  const otherId = other.userId;
  // NOTE: the user is null only for the moment between a forced logout and the login screen.
  if (!user) return null;

  if (username !== user.username) {
    const name = username ?? "";
    return (
      <>
        <Card className="border-0 shadow-sm mb-3">
          <Card.Body className="p-4 d-flex align-items-center gap-3">
            <Avatar name={name} size={64} />
            <div className="flex-grow-1 min-w-0">
              {other.profile && (other.profile.first_name || other.profile.last_name) && (
                <h1 className="h4 fw-bold mb-0 text-truncate">
                  {[other.profile.first_name, other.profile.last_name].filter(Boolean).join(" ")}
                </h1>
              )}
              <div className="text-body-secondary text-truncate">@{name}</div>
              {other.profile?.bio && <p className="mb-0 mt-1 small">{other.profile.bio}</p>}
            </div>
            {otherId !== null && (
              <FollowButton
                target={{
                  id: otherId,
                  username: name,
                  first_name: other.profile?.first_name ?? null,
                  last_name: other.profile?.last_name ?? null,
                }}
                className="py-2 px-3"
              />
            )}
          </Card.Body>
        </Card>
        {otherId !== null && <FollowCounts username={name} userId={otherId} />}
        <ComingSoon
          title="Other lifters' profiles"
          icon="bi-person-badge"
          items={[`@${username ?? ""}'s profile, recent bests and shared videos`]}
        />
      </>
    );
  }
  return (
    <>
      <ProfileHeader user={user} />
      <FollowCounts username={user.username} userId={user.id} />
      <ComingSoon
        title="Your training at a glance"
        icon="bi-bar-chart-line"
        items={[
          "Average sleep",
          "A recovery chart: sleep, stress and session RPE",
          "Your recent estimated PRs",
          "Your bodyweight and its weekly trend",
        ]}
      />
    </>
  );
}
