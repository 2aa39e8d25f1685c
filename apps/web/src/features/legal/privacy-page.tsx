import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";
import { LegalPage, strong, type LegalSection } from "./legal-page";

const storedItems = ["account", "profile", "training", "community", "technical", "messages"] as const;
const whoItems = ["you", "members", "admins", "providers"] as const;

export function PrivacyPage() {
  const t = useT();
  const sections: LegalSection[] = [
    { title: t("privacy.responsible.title"), body: <p>{t("privacy.responsible.text")}</p> },
    {
      title: t("privacy.stored.title"),
      body: (
        <ul>
          {storedItems.map((item) => (
            <li key={item}>
              <Rich text={t(`privacy.stored.${item}`)} tags={strong} />
            </li>
          ))}
        </ul>
      ),
    },
    { title: t("privacy.cookies.title"), body: <p>{t("privacy.cookies.text")}</p> },
    { title: t("privacy.why.title"), body: <p>{t("privacy.why.text")}</p> },
    {
      title: t("privacy.who.title"),
      body: (
        <ul>
          {whoItems.map((item) => (
            <li key={item}>{t(`privacy.who.${item}`)}</li>
          ))}
        </ul>
      ),
    },
    { title: t("privacy.howLong.title"), body: <p>{t("privacy.howLong.text")}</p> },
    { title: t("privacy.rights.title"), body: <p>{t("privacy.rights.text")}</p> },
    { title: t("privacy.security.title"), body: <p>{t("privacy.security.text")}</p> },
    { title: t("privacy.changes.title"), body: <p>{t("privacy.changes.text")}</p> },
  ];
  return (
    <LegalPage
      title={t("privacy.title")}
      updated={t("privacy.updated")}
      intro={<p>{t("privacy.intro")}</p>}
      sections={sections}
    />
  );
}
