import type { E1rmMethod } from "@topset/shared";
import Form from "react-bootstrap/Form";
import { ThemeToggle } from "../../components/theme-toggle";
import { useCurrentUser } from "../../lib/auth-store";
import { useChangeE1rmMethod, useE1rmMethod } from "../../lib/e1rm-method";
import { settingsStore, useSettings } from "../../lib/settings-store";
import { MaintenanceActions } from "./maintenance-actions";
import { UnitSwitch } from "./unit-switch";
import { SettingsGroup, SettingsRow } from "../../components/settings-list";
import { graphUpArrowIcon, moonStarsIcon, peopleIcon } from "../../components/icons";

const toggleCommunity = () => settingsStore.set((s) => ({ ...s, community: !s.community }));

/**
 * Settings > App: the preferences saved on this device, the account's unit and e1RM method (the same on
 * every device, so every screen and the server's figures follow them), plus the maintenance actions.
 */
export function AppPreferences({ isAdmin }: { isAdmin: boolean }) {
  const community = useSettings((s) => s.community);
  const user = useCurrentUser();
  const e1rmMethod = useE1rmMethod();
  const changeMethod = useChangeE1rmMethod();
  return (
    <SettingsGroup title="App">
      <SettingsRow icon={moonStarsIcon} label="Dark mode" end={<ThemeToggle variant="switch" />} />
      <UnitSwitch />
      <SettingsRow
        icon={graphUpArrowIcon}
        label="e1RM method"
        end={
          <Form.Select
            size="sm"
            aria-label="e1RM method"
            value={e1rmMethod}
            disabled={!user}
            onChange={(e) =>
              user && changeMethod.mutate({ userId: user.id, method: e.target.value as E1rmMethod })
            }
            className="w-auto"
            style={{ maxWidth: "11rem" }}
          >
            <option value="formula">3% formula</option>
            <option value="rpe-table">RPE chart</option>
            {/* Learnt from the lifter's own sets (Tools > Insights shows it and how it fares). */}
            <option value="personal">Personal RPE chart</option>
          </Form.Select>
        }
      />
      <SettingsRow
        icon={peopleIcon}
        label="Community mode"
        end={
          <Form.Check
            type="switch"
            role="switch"
            id="community-switch"
            aria-label="Community mode"
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
