import Accordion from "react-bootstrap/Accordion";
import { paths } from "../../lib/routing/paths";
import { SettingsGroup, SettingsRow } from "../../components/settings-list";
import { faq } from "./faq";
import "./help.css";
import { chatSquareTextIcon, fileEarmarkTextIcon, githubIcon, incognitoIcon } from "../../components/icons";

/** /dashboard/settings/others/help-and-support: the FAQ and the ways to reach us. */
export function HelpPage() {
  return (
    <div className="help-page">
      <h2 className="settings-group-title text-uppercase small fw-semibold text-body-secondary px-1 mb-2">
        Frequently asked questions
      </h2>
      <Accordion className="faq shadow-sm mb-4" defaultActiveKey="0">
        {faq.map((item, index) => (
          <Accordion.Item key={item.question} eventKey={String(index)}>
            <Accordion.Header as="h3">{item.question}</Accordion.Header>
            <Accordion.Body className="text-body-secondary">{item.answer}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
      <SettingsGroup title="Still stuck?">
        <SettingsRow icon={chatSquareTextIcon} label="Send feedback" to={paths.sendFeedback.href()} />
        <SettingsRow icon={githubIcon} label="Issues and pull requests" to={paths.issues.href()} />
        <SettingsRow icon={fileEarmarkTextIcon} label="Terms" to={paths.dashboardTerms.href()} />
        <SettingsRow icon={incognitoIcon} label="Privacy" to={paths.dashboardPrivacy.href()} />
      </SettingsGroup>
    </div>
  );
}
