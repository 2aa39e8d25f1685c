import { Link } from "react-router";
import { BrandMark } from "../../components/brand";
import { config } from "../../lib/config";
import { paths } from "../../lib/routing/paths";
import { Icon } from "../../components/icon";
import { chatDotsIcon, githubIcon } from "../../components/icons";
import { useT } from "../i18n";

/** Public footer: source-code and chat links, legal pages, copyright 2022 (spec section 2). */
export function PublicFooter() {
  const t = useT();
  return (
    <footer className="public-footer border-top py-4 mt-auto">
      <div className="container d-flex flex-column flex-md-row gap-3 align-items-center justify-content-between">
        <div className="d-flex align-items-center gap-2 text-body-secondary small">
          <BrandMark size={20} />
          <span>{t("publicFooter.copyright", { year: config.copyrightYear, appName: config.appName })}</span>
        </div>
        <nav
          className="d-flex flex-wrap gap-3 small justify-content-center"
          aria-label={t("publicFooter.label")}
        >
          <a
            href={config.sourceUrl}
            target="_blank"
            rel="noreferrer"
            className="link-secondary text-decoration-none"
          >
            <Icon svg={githubIcon} className="me-1" />
            {t("publicFooter.sourceCode")}
          </a>
          <a
            href={config.chatUrl}
            target="_blank"
            rel="noreferrer"
            className="link-secondary text-decoration-none"
          >
            <Icon svg={chatDotsIcon} className="me-1" />
            {t("publicFooter.chat")}
          </a>
          <Link to={paths.terms.href()} className="link-secondary text-decoration-none">
            {t("publicFooter.terms")}
          </Link>
          <Link to={paths.privacy.href()} className="link-secondary text-decoration-none">
            {t("publicFooter.privacy")}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
