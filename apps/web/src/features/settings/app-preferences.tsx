import type { E1rmMethod } from "@topset/shared";
import Form from "react-bootstrap/Form";
import { ThemeToggle } from "../../components/theme-toggle";
import { useCurrentUser } from "../../lib/auth-store";
import { useChangeE1rmMethod, useE1rmMethod } from "../../lib/e1rm-method";
import { languages, type LanguageChoice } from "../../lib/i18n/languages";
import { settingsStore, useSettings } from "../../lib/settings-store";
import { MaintenanceActions } from "./maintenance-actions";
import { UnitSwitch } from "./unit-switch";
import { SettingsGroup, SettingsRow } from "../../components/settings-list";
import { graphUpArrowIcon, moonStarsIcon, peopleIcon, translateIcon } from "../../components/icons";
import { useT } from "./i18n";

const toggleCommunity = () => settingsStore.set((s) => ({ ...s, community: !s.community }));
/** The interface follows the setting at once (lib/i18n/i18n.ts, followLanguageSetting). */
const chooseLanguage = (language: LanguageChoice) => settingsStore.set((s) => ({ ...s, language }));

/**
 * Settings > App: the preferences saved on this device, the account's unit and e1RM method (the same on
 * every device, so every screen and the server's figures follow them), plus the maintenance actions.
 */
export function AppPreferences({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const community = useSettings((s) => s.community);
  const language = useSettings((s) => s.language);
  const user = useCurrentUser();
  const e1rmMethod = useE1rmMethod();
  const changeMethod = useChangeE1rmMethod();
  return (
    <SettingsGroup title={t("appPreferences.title")}>
      <SettingsRow
        icon={moonStarsIcon}
        label={t("appPreferences.darkMode")}
        end={<ThemeToggle variant="switch" />}
      />
      <SettingsRow
        icon={translateIcon}
        label={t("appPreferences.language")}
        end={
          <Form.Select
            size="sm"
            id="settings-language"
            aria-label={t("appPreferences.language")}
            value={language}
            onChange={(e) => chooseLanguage(e.target.value as LanguageChoice)}
            className="w-auto"
            style={{ maxWidth: "9.5rem" }}
          >
            <option value="auto">{t("appPreferences.languageAuto")}</option>
            {/* Each language is named in its own words, whatever the interface shows now. */}
            {languages.map(({ code, name }) => (
              <option key={code} value={code} lang={code}>
                {name}
              </option>
            ))}
          </Form.Select>
        }
      />
      <UnitSwitch />
      <SettingsRow
        icon={graphUpArrowIcon}
        label={t("appPreferences.e1rmMethod")}
        end={
          <Form.Select
            size="sm"
            aria-label={t("appPreferences.e1rmMethod")}
            value={e1rmMethod}
            disabled={!user}
            onChange={(e) =>
              user && changeMethod.mutate({ userId: user.id, method: e.target.value as E1rmMethod })
            }
            className="w-auto"
            style={{ maxWidth: "9.5rem" }}
          >
            <option value="formula">{t("appPreferences.formula")}</option>
            <option value="rpe-table">{t("appPreferences.rpeTable")}</option>
            {/* Learnt from the lifter's own sets (Tools > Insights shows it and how it fares). */}
            <option value="personal">{t("appPreferences.personal")}</option>
          </Form.Select>
        }
      />
      <SettingsRow
        icon={peopleIcon}
        label={t("appPreferences.community")}
        end={
          <Form.Check
            type="switch"
            role="switch"
            id="community-switch"
            aria-label={t("appPreferences.community")}
            checked={community}
            onChange={toggleCommunity}
            className="mb-0"
          />
        }
      />
      <MaintenanceActions isAdmin={isAdmin} />
    </SettingsGroup>
  );
}
