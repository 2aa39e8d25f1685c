import { Suspense } from "react";
import { Link } from "react-router";
import { AccessCodeList } from "../../components/access-code-list";
import { PageSpinner } from "../../components/page-spinner";
import { config } from "../../lib/config";
import { paths, serverPaths } from "../../lib/routing/paths";
import { LogoutButton } from "../../components/logout-button";
import { DeleteAllDataRow, DownloadDataRow } from "./data-actions";
import { useAppVersion, useCurrentUser } from "../../lib/auth-store";
import { AppPreferences } from "./app-preferences";
import { CoachActivitySection } from "./coach-activity";
import { SettingsGroup, SettingsRow } from "../../components/settings-list";
import {
  boxArrowInDownIcon,
  bracesIcon,
  broadcastIcon,
  chatSquareTextIcon,
  fileEarmarkTextIcon,
  githubIcon,
  incognitoIcon,
  journalCodeIcon,
  keyIcon,
  lockIcon,
  personLinesFillIcon,
  personXIcon,
  questionCircleIcon,
  shieldLockIcon,
} from "../../components/icons";

export function SettingsPage() {
  const user = useCurrentUser();
  const appVersion = useAppVersion();
  const isAdmin = user?.role === "admin";

  return (
    <div className="settings-page">
      <h1 className="h4 fw-bold mb-3">Settings</h1>
      <SettingsGroup title="User">
        <SettingsRow icon={personLinesFillIcon} label="User details" to={paths.userDetails.href()} />
        <SettingsRow icon={lockIcon} label="Sign-in and security" to={paths.security.href()} />
        <SettingsRow
          icon={personXIcon}
          label="Delete account"
          to={paths.deleteAccount.href()}
          tone="text-danger"
        />
      </SettingsGroup>
      <SettingsGroup title="Data">
        <SettingsRow icon={boxArrowInDownIcon} label="Import and export" to={paths.importData.href()} />
        <DownloadDataRow />
        <DeleteAllDataRow />
        <SettingsRow icon={keyIcon} label="API keys" to={paths.apiKeys.href()} />
        <SettingsRow icon={broadcastIcon} label="Webhooks" to={paths.webhooks.href()} />
      </SettingsGroup>
      <section className="mb-4" aria-label="Coaches">
        <h2 className="settings-group-title text-uppercase small fw-semibold text-body-secondary px-1 mb-2">
          Coaches
        </h2>
        {/* Who reads my training through an access code (docs/decisions/033-coach-access.md). */}
        <Suspense fallback={<PageSpinner />}>
          <AccessCodeList coachesOnly />
        </Suspense>
        <Link to={paths.accessCodes.href()} className="small d-inline-block mt-2 px-1">
          Give a coach access
        </Link>
        <CoachActivitySection />
      </section>
      <AppPreferences isAdmin={isAdmin} />
      <SettingsGroup title="Others">
        {isAdmin && (
          <SettingsRow
            icon={shieldLockIcon}
            label="Admin panel"
            to={paths.admin.href()}
            tone="text-warning"
          />
        )}
        <SettingsRow icon={bracesIcon} label="API docs" href={serverPaths.apiDocs} />
        <SettingsRow icon={questionCircleIcon} label="Help and support" to={paths.helpAndSupport.href()} />
        <SettingsRow icon={chatSquareTextIcon} label="Send feedback" to={paths.sendFeedback.href()} />
        <SettingsRow icon={journalCodeIcon} label="Changelogs" to={paths.changelogs.href()} />
        <SettingsRow icon={fileEarmarkTextIcon} label="Terms" to={paths.dashboardTerms.href()} />
        <SettingsRow icon={incognitoIcon} label="Privacy" to={paths.dashboardPrivacy.href()} />
        <SettingsRow icon={githubIcon} label="Issues and pull requests" to={paths.issues.href()} />
      </SettingsGroup>
      <LogoutButton className="w-100 py-2 mb-4" />
      <p className="text-center small text-body-secondary mb-2">
        <Link to={paths.changelogs.href()} className="link-secondary">
          {config.appName} {appVersion ? `v${appVersion}` : ""}
        </Link>
      </p>
    </div>
  );
}
