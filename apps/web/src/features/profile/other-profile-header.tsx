import type { PublicProfile } from "@topset/shared";
import Card from "react-bootstrap/Card";
import { Avatar } from "../../components/avatar";
import { FollowButton } from "../../components/follow-button";

/** Another member's header: avatar, names, @username, bio and the follow button. */
export function OtherProfileHeader({
  username,
  userId,
  profile,
}: {
  username: string;
  userId: number | null;
  profile: PublicProfile | null;
}) {
  const fullName = [profile?.first_name, profile?.last_name].filter(Boolean).join(" ");
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body className="p-4">
        <div className="d-flex align-items-center gap-3">
          <Avatar url={profile?.profile_picture_url ?? null} name={username} size={80} />
          <div className="flex-grow-1 min-w-0">
            {fullName && <h1 className="h4 fw-bold mb-0 text-truncate">{fullName}</h1>}
            <div className="text-body-secondary text-truncate">@{username}</div>
          </div>
          {userId !== null && (
            <FollowButton
              target={{
                id: userId,
                username,
                first_name: profile?.first_name ?? null,
                last_name: profile?.last_name ?? null,
              }}
              className="py-2 px-3"
            />
          )}
        </div>
        {profile?.bio && <p className="mt-3 mb-0">{profile.bio}</p>}
      </Card.Body>
    </Card>
  );
}
