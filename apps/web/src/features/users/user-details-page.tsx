import { useSearchParams } from "react-router";
import { PageSpinner } from "../../components/page-spinner";
import { useCurrentUser } from "../../lib/auth-store";
import { AccountInfoForm } from "./account-info-form";
import { PersonalInfoForm } from "./personal-info-form";
import { ProfilePictureCard } from "./profile-picture-card";
import "./users.css";

/** /dashboard/settings/account/user-details: picture, personal and account information. */
export function UserDetailsPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  // The link's ?edit_personal_info=true starts editing once; after that the screen behaves normally.
  const leaveEditLink = () => {
    if (params.has("edit_personal_info")) setParams({}, { replace: true });
  };
  if (!user) return <PageSpinner />;
  return (
    <div className="account-page">
      <ProfilePictureCard user={user} />
      <PersonalInfoForm
        user={user}
        startEditing={params.get("edit_personal_info") === "true"}
        onDone={leaveEditLink}
      />
      <AccountInfoForm user={user} />
    </div>
  );
}
