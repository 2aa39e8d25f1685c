import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useCurrentUser } from "../../lib/auth-store";
import { settingsStore, unitLabel, useWeightUnit } from "../../lib/settings-store";
import { useChangeWeightUnit } from "./weight-unit";
import { SettingsRow } from "../../components/settings-list";
import { rulersIcon } from "../../components/icons";
import { useT } from "./i18n";

const toggleDeviceUnit = () => settingsStore.set((s) => ({ ...s, unit: !s.unit }));

/**
 * The unit switch. Signed in it changes the account's unit (every device follows) and waits for the
 * server; signed out it is this device's fallback for the public calculators.
 */
export function UnitSwitch() {
  const t = useT();
  const user = useCurrentUser();
  const unit = useWeightUnit();
  const change = useChangeWeightUnit();
  const lbs = unit === "lbs";
  const onChange = () => {
    if (!user) return toggleDeviceUnit();
    change.mutate({ user, unit: lbs ? "kg" : "lbs" });
  };
  return (
    <SettingsRow
      icon={rulersIcon}
      label={t("unitSwitch.label", { unit: unitLabel(lbs) })}
      end={
        <>
          {change.isPending && (
            <Spinner
              animation="border"
              size="sm"
              className="me-2"
              role="status"
              aria-label={t("unitSwitch.saving")}
            />
          )}
          <Form.Check
            type="switch"
            role="switch"
            id="unit-switch"
            aria-label={t("unitSwitch.usePounds")}
            aria-busy={change.isPending}
            checked={lbs}
            disabled={change.isPending}
            onChange={onChange}
            className="mb-0"
          />
        </>
      }
    />
  );
}
