import { FeatureTour } from "./feature-tour";
import { Hero } from "./hero";
import { LiveBuildNotice } from "./live-build-notice";
import { OpenSourceCta } from "./open-source-cta";
import "./marketing.css";

export function HomePage() {
  return (
    <>
      <Hero />
      <LiveBuildNotice />
      <FeatureTour />
      <OpenSourceCta />
    </>
  );
}
