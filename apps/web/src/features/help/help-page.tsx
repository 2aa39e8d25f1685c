import Accordion from "react-bootstrap/Accordion";
import { paths } from "../../lib/routing/paths";
import { SettingsGroup, SettingsRow } from "../../components/settings-list";
import { faq } from "./faq";
import "./help.css";
import { chatSquareTextIcon, fileEarmarkTextIcon, githubIcon, incognitoIcon } from "../../components/icons";
import { useT } from "./i18n";

/** /dashboard/settings/others/help-and-support: the FAQ and the ways to reach us. */
export function HelpPage() {
  const t = useT();
  return (
    <div className="help-page">
      <h2 className="settings-group-title text-uppercase small fw-semibold text-body-secondary px-1 mb-2">
        {t("helpPage.faqTitle")}
      </h2>
      <Accordion className="faq shadow-sm mb-4" defaultActiveKey="0">
        {faq.map((item, index) => (
          <Accordion.Item key={item} eventKey={String(index)}>
            <Accordion.Header as="h3">{t(`faq.${item}.question`)}</Accordion.Header>
            <Accordion.Body className="text-body-secondary">{t(`faq.${item}.answer`)}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
      <SettingsGroup title={t("helpPage.stillStuck")}>
        <SettingsRow
          icon={chatSquareTextIcon}
          label={t("helpPage.sendFeedback")}
          to={paths.sendFeedback.href()}
        />
        <SettingsRow icon={githubIcon} label={t("helpPage.issues")} to={paths.issues.href()} />
        <SettingsRow
          icon={fileEarmarkTextIcon}
          label={t("helpPage.terms")}
          to={paths.dashboardTerms.href()}
        />
        <SettingsRow icon={incognitoIcon} label={t("helpPage.privacy")} to={paths.dashboardPrivacy.href()} />
      </SettingsGroup>
    </div>
  );
}
