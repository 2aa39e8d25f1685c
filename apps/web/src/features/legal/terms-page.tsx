import { Rich } from "../../lib/i18n";
import { config } from "../../lib/config";
import { useT } from "./i18n";
import { LegalPage, type LegalSection } from "./legal-page";

const accountItems = ["email", "secrets", "one"] as const;
const fairUseItems = ["illegal", "harass", "security"] as const;

export function TermsPage() {
  const t = useT();
  const sections: LegalSection[] = [
    {
      title: t("terms.provider.title"),
      body: (
        <p>
          <Rich
            text={t("terms.provider.text")}
            tags={{
              link: (text) => (
                <a href={config.sourceUrl} target="_blank" rel="noreferrer">
                  {text}
                </a>
              ),
            }}
          />
        </p>
      ),
    },
    {
      title: t("terms.account.title"),
      body: (
        <ul>
          {accountItems.map((item) => (
            <li key={item}>{t(`terms.account.${item}`)}</li>
          ))}
        </ul>
      ),
    },
    { title: t("terms.content.title"), body: <p>{t("terms.content.text")}</p> },
    {
      title: t("terms.fairUse.title"),
      body: (
        <ul>
          {fairUseItems.map((item) => (
            <li key={item}>{t(`terms.fairUse.${item}`)}</li>
          ))}
        </ul>
      ),
    },
    { title: t("terms.risk.title"), body: <p>{t("terms.risk.text")}</p> },
    { title: t("terms.warranty.title"), body: <p>{t("terms.warranty.text")}</p> },
    { title: t("terms.ending.title"), body: <p>{t("terms.ending.text")}</p> },
    { title: t("terms.changes.title"), body: <p>{t("terms.changes.text")}</p> },
  ];
  return (
    <LegalPage
      title={t("terms.title")}
      updated={t("terms.updated")}
      intro={<p>{t("terms.intro")}</p>}
      sections={sections}
    />
  );
}
