import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useCurrentUser } from "../../lib/auth-store";
import { settingsStore, unitLabel, useWeightUnit } from "../../lib/settings-store";
import { useChangeWeightUnit } from "./weight-unit";
import { SettingsRow } from "../../components/settings-list";
import { rulersIcon } from "../../components/icons";

const toggleDeviceUnit = () => settingsStore.set((s) => ({ ...s, unit: !s.unit }));

/**
 * The unit switch. Signed in it changes the account's unit (every device follows) and waits for the
 * server; signed out it is this device's fallback for the public calculators.
 */
export function UnitSwitch() {
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
      label={`Unit: ${unitLabel(lbs)}`}
      end={
        <>
          {change.isPending && (
            <Spinner
              animation="border"
              size="sm"
              className="me-2"
              role="status"
              aria-label="Saving the unit"
            />
          )}
          <Form.Check
            type="switch"
            role="switch"
            id="unit-switch"
            aria-label="Use pounds"
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
