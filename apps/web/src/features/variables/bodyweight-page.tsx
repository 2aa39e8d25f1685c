import { bodyweightTracker } from "./tracker-configs";
import { TrackerScreen } from "./tracker-screen";

/** /dashboard/tools/others/bodyweight */
export function BodyweightPage() {
  return <TrackerScreen config={bodyweightTracker} />;
}
