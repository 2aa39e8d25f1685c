import { useState } from "react";
import { useTimeout } from "../../lib/use-timeout";
import { FeatureSection } from "./feature-section";
import { productFeatures, type ProductFeature } from "./feature-list";
import { OpenSourceCta } from "./open-source-cta";
import { VideoPreviewModal } from "./video-preview-modal";
import { useT } from "./i18n";
import "./marketing.css";

export function FeaturesPage() {
  const t = useT();
  const [selected, setSelected] = useState<ProductFeature | null>(null);
  const [show, setShow] = useState(false);
  // The modal opens 5 ms after a poster is chosen; closing clears the choice.
  useTimeout(() => setShow(true), 5, selected);

  return (
    <>
      <header className="container pt-5 pb-2 text-center">
        <h1 className="display-5 fw-bolder">{t("featuresPage.title")}</h1>
        <p className="lead text-body-secondary mx-auto features-lead">{t("featuresPage.lead")}</p>
      </header>
      <div className="container">
        {productFeatures.map((feature, index) => (
          <FeatureSection
            key={feature.id}
            feature={feature}
            reversed={index % 2 === 1}
            onPlay={setSelected}
          />
        ))}
      </div>
      <OpenSourceCta />
      <VideoPreviewModal
        feature={selected}
        show={show}
        onHide={() => setShow(false)}
        onExited={() => setSelected(null)}
      />
    </>
  );
}
