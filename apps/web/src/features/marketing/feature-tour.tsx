import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { productFeatures } from "./feature-list";
import { Icon } from "../../components/icon";
import { arrowRightIcon } from "../../components/icons";
import { useT } from "./i18n";

/** The home page's short tour of the four product areas. */
export function FeatureTour() {
  const t = useT();
  return (
    <section className="container py-5" aria-labelledby="tour-title">
      <div className="text-center mb-4">
        <h2 id="tour-title" className="fw-bolder">
          {t("tour.title")}
        </h2>
        <p className="text-body-secondary mb-0">{t("tour.lead")}</p>
      </div>
      <div className="row g-3">
        {productFeatures.map((feature) => (
          <div className="col-sm-6 col-lg-3" key={feature.id}>
            <div className="tour-card card h-100 border-0 shadow-sm">
              <div className="card-body p-4 d-flex d-sm-block gap-3">
                <span className="tour-icon rounded-3 d-inline-flex align-items-center justify-content-center flex-shrink-0 mb-sm-3">
                  <Icon svg={feature.icon} />
                </span>
                <div>
                  <h3 className="h5 fw-bold">{t(`features.${feature.id}.title`)}</h3>
                  <p className="text-body-secondary small mb-0">{t(`features.${feature.id}.summary`)}</p>
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="text-center mt-4">
        <Link to={paths.features.href()} className="btn btn-link fw-semibold">
          {t("tour.fullTour")} <Icon svg={arrowRightIcon} />
        </Link>
      </div>
    </section>
  );
}
