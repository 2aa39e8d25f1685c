import type { ReactNode } from "react";
import { Link } from "react-router";
import { Rich } from "../../lib/i18n";
import { paths } from "../../lib/routing/paths";
import { useT } from "./i18n";

export type LegalSection = { title: string; body: ReactNode };

type LegalPageProps = { title: string; updated: string; intro: ReactNode; sections: readonly LegalSection[] };

/** `<strong>` inside a translated sentence of the legal pages. */
export const strong = { strong: (text: string) => <strong>{text}</strong> };

/** Layout of the static legal pages, shared by the public site and the dashboard settings. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  const t = useT();
  return (
    <article className="legal container narrow-page py-4 py-md-5">
      <h1 className="fw-bolder mb-1">{title}</h1>
      <p className="text-body-secondary small mb-4">{t("page.lastUpdated", { date: updated })}</p>
      <div className="lead fs-6 mb-4">{intro}</div>
      {sections.map((section, index) => (
        <section key={section.title} className="mb-4">
          <h2 className="h5 fw-bold">
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
      <p className="text-body-secondary small border-top pt-3">
        <Rich
          text={t("page.questions")}
          tags={{ link: (text) => <Link to={paths.contact.href()}>{text}</Link> }}
        />
      </p>
    </article>
  );
}
