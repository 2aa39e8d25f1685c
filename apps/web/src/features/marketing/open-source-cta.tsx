import { config } from "../../lib/config";
import { Icon } from "../../components/icon";
import { codeSlashIcon, gitIcon, lightbulbIcon } from "../../components/icons";
import { useT } from "./i18n";

/** The developer call-to-action: contribute and request-feature links. */
export function OpenSourceCta() {
  const t = useT();
  return (
    <section className="container pb-5" aria-labelledby="cta-title">
      <div className="cta rounded-4 p-4 p-md-5 text-center">
        <Icon svg={codeSlashIcon} className="fs-1 text-primary" />
        <h2 id="cta-title" className="fw-bolder mt-2">
          {t("cta.title")}
        </h2>
        <p className="text-body-secondary mx-auto mb-4 cta-text">{t("cta.text")}</p>
        <div className="d-grid d-sm-flex gap-2 justify-content-center">
          <a href={config.contributeUrl} target="_blank" rel="noreferrer" className="btn btn-primary px-4">
            <Icon svg={gitIcon} className="me-2" />
            {t("cta.contribute")}
          </a>
          <a
            href={config.requestFeatureUrl}
            target="_blank"
            rel="noreferrer"
            className="btn btn-outline-secondary px-4"
          >
            <Icon svg={lightbulbIcon} className="me-2" />
            {t("cta.requestFeature")}
          </a>
        </div>
      </div>
    </section>
  );
}
