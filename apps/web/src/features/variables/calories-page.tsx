import { caloriesTracker } from "./tracker-configs";
import { TrackerScreen } from "./tracker-screen";

/** /dashboard/tools/others/calories */
export function CaloriesPage() {
  return <TrackerScreen config={caloriesTracker} />;
}
