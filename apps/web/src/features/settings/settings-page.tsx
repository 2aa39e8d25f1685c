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
import { useT } from "./i18n";

export function SettingsPage() {
  const user = useCurrentUser();
  const appVersion = useAppVersion();
  const isAdmin = user?.role === "admin";
  const t = useT();

  return (
    <div className="settings-page">
      <h1 className="h4 fw-bold mb-3">{t("settingsPage.title")}</h1>
      <SettingsGroup title={t("settingsPage.user")}>
        <SettingsRow
          icon={personLinesFillIcon}
          label={t("settingsPage.userDetails")}
          to={paths.userDetails.href()}
        />
        <SettingsRow icon={lockIcon} label={t("settingsPage.security")} to={paths.security.href()} />
        <SettingsRow
          icon={personXIcon}
          label={t("settingsPage.deleteAccount")}
          to={paths.deleteAccount.href()}
          tone="text-danger"
        />
      </SettingsGroup>
      <SettingsGroup title={t("settingsPage.data")}>
        <SettingsRow
          icon={boxArrowInDownIcon}
          label={t("settingsPage.importExport")}
          to={paths.importData.href()}
        />
        <DownloadDataRow />
        <DeleteAllDataRow />
        <SettingsRow icon={keyIcon} label={t("settingsPage.apiKeys")} to={paths.apiKeys.href()} />
        <SettingsRow icon={broadcastIcon} label={t("settingsPage.webhooks")} to={paths.webhooks.href()} />
      </SettingsGroup>
      <section className="mb-4" aria-label={t("settingsPage.coaches")}>
        <h2 className="settings-group-title text-uppercase small fw-semibold text-body-secondary px-1 mb-2">
          {t("settingsPage.coaches")}
        </h2>
        {/* Who reads my training through an access code (docs/decisions/033-coach-access.md). */}
        <Suspense fallback={<PageSpinner />}>
          <AccessCodeList coachesOnly />
        </Suspense>
        <Link to={paths.accessCodes.href()} className="small d-inline-block mt-2 px-1">
          {t("settingsPage.giveCoachAccess")}
        </Link>
        <CoachActivitySection />
      </section>
      <AppPreferences isAdmin={isAdmin} />
      <SettingsGroup title={t("settingsPage.others")}>
        {isAdmin && (
          <SettingsRow
            icon={shieldLockIcon}
            label={t("settingsPage.adminPanel")}
            to={paths.admin.href()}
            tone="text-warning"
          />
        )}
        <SettingsRow icon={bracesIcon} label={t("settingsPage.apiDocs")} href={serverPaths.apiDocs} />
        <SettingsRow
          icon={questionCircleIcon}
          label={t("settingsPage.help")}
          to={paths.helpAndSupport.href()}
        />
        <SettingsRow
          icon={chatSquareTextIcon}
          label={t("settingsPage.feedback")}
          to={paths.sendFeedback.href()}
        />
        <SettingsRow
          icon={journalCodeIcon}
          label={t("settingsPage.changelogs")}
          to={paths.changelogs.href()}
        />
        <SettingsRow
          icon={fileEarmarkTextIcon}
          label={t("settingsPage.terms")}
          to={paths.dashboardTerms.href()}
        />
        <SettingsRow
          icon={incognitoIcon}
          label={t("settingsPage.privacy")}
          to={paths.dashboardPrivacy.href()}
        />
        <SettingsRow icon={githubIcon} label={t("settingsPage.issues")} to={paths.issues.href()} />
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
