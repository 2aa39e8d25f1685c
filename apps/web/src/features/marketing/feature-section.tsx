import { featurePoints, type ProductFeature } from "./feature-list";
import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";
import { Icon } from "../../components/icon";
import { check2CircleIcon, playFillIcon } from "../../components/icons";

type FeatureSectionProps = {
  feature: ProductFeature;
  reversed: boolean;
  onPlay: (feature: ProductFeature) => void;
};

/** One feature of the tour: text on one side, a poster that opens the video preview on the other. */
export function FeatureSection({ feature, reversed, onPlay }: FeatureSectionProps) {
  const t = useT();
  const inSentence = t(`features.${feature.id}.inSentence`);
  return (
    <section id={feature.id} className="feature-section py-4 py-md-5" aria-labelledby={`${feature.id}-title`}>
      <div className={`row align-items-center g-4 g-lg-5${reversed ? " flex-md-row-reverse" : ""}`}>
        <div className="col-md-6">
          <button
            type="button"
            className="poster-button w-100 p-0 border-0 rounded-4 overflow-hidden"
            onClick={() => onPlay(feature)}
          >
            <img
              src={feature.poster}
              alt={t("featureSection.posterAlt", { feature: inSentence })}
              className="w-100 d-block"
              width={640}
              height={360}
              loading="lazy"
            />
            <span className="poster-play badge rounded-pill d-inline-flex align-items-center gap-1">
              <Icon svg={playFillIcon} />
              <Rich
                text={t("featureSection.watch", { feature: inSentence })}
                tags={{ hidden: (text) => <span className="visually-hidden">{text}</span> }}
              />
            </span>
          </button>
        </div>
        <div className="col-md-6">
          <span className="tour-icon rounded-3 d-inline-flex align-items-center justify-content-center mb-3">
            <Icon svg={feature.icon} />
          </span>
          <h2 id={`${feature.id}-title`} className="fw-bolder">
            {t(`features.${feature.id}.title`)}
          </h2>
          <p className="text-body-secondary lead fs-6">{t(`features.${feature.id}.summary`)}</p>
          <ul className="list-unstyled mb-0">
            {featurePoints.map((point) => (
              <li key={point} className="mb-2 d-flex gap-2">
                <Icon svg={check2CircleIcon} className="text-primary" />
                {t(`features.${feature.id}.${point}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
