import { Link } from "react-router";
import { BrandMark } from "../../components/brand";
import { config } from "../../lib/config";
import { paths } from "../../lib/routing/paths";
import { Icon } from "../../components/icon";
import { chatDotsIcon, githubIcon } from "../../components/icons";

/** Public footer: source-code and chat links, legal pages, copyright 2022 (spec section 2). */
export function PublicFooter() {
  return (
    <footer className="public-footer border-top py-4 mt-auto">
      <div className="container d-flex flex-column flex-md-row gap-3 align-items-center justify-content-between">
        <div className="d-flex align-items-center gap-2 text-body-secondary small">
          <BrandMark size={20} />
          <span>
            © {config.copyrightYear} {config.appName}. Free and open source.
          </span>
        </div>
        <nav className="d-flex flex-wrap gap-3 small justify-content-center" aria-label="Footer">
          <a
            href={config.sourceUrl}
            target="_blank"
            rel="noreferrer"
            className="link-secondary text-decoration-none"
          >
            <Icon svg={githubIcon} className="me-1" />
            Source code
          </a>
          <a
            href={config.chatUrl}
            target="_blank"
            rel="noreferrer"
            className="link-secondary text-decoration-none"
          >
            <Icon svg={chatDotsIcon} className="me-1" />
            Chat
          </a>
          <Link to={paths.terms.href()} className="link-secondary text-decoration-none">
            Terms
          </Link>
          <Link to={paths.privacy.href()} className="link-secondary text-decoration-none">
            Privacy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
