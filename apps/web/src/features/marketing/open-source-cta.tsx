import { config } from "../../lib/config";
import { Icon } from "../../components/icon";
import { codeSlashIcon, gitIcon, lightbulbIcon } from "../../components/icons";

/** The developer call-to-action: contribute and request-feature links. */
export function OpenSourceCta() {
  return (
    <section className="container pb-5" aria-labelledby="cta-title">
      <div className="cta rounded-4 p-4 p-md-5 text-center">
        <Icon svg={codeSlashIcon} className="fs-1 text-primary" />
        <h2 id="cta-title" className="fw-bolder mt-2">
          Are you a developer?
        </h2>
        <p className="text-body-secondary mx-auto mb-4 cta-text">
          Topset is free and open source. Run it on your own server, fix what bugs you, or tell us what to
          build next.
        </p>
        <div className="d-grid d-sm-flex gap-2 justify-content-center">
          <a href={config.contributeUrl} target="_blank" rel="noreferrer" className="btn btn-primary px-4">
            <Icon svg={gitIcon} className="me-2" />
            Contribute
          </a>
          <a
            href={config.requestFeatureUrl}
            target="_blank"
            rel="noreferrer"
            className="btn btn-outline-secondary px-4"
          >
            <Icon svg={lightbulbIcon} className="me-2" />
            Request a feature
          </a>
        </div>
      </div>
    </section>
  );
}
