import { recoveryTracker } from "./tracker-configs";
import { TrackerScreen } from "./tracker-screen";

/** /dashboard/tools/others/recovery */
export function RecoveryPage() {
  return <TrackerScreen config={recoveryTracker} />;
}
