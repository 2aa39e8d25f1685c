import Card from "react-bootstrap/Card";
import { ContactForm } from "./contact-form";
import { useT } from "./i18n";

/** Settings > Others > Send feedback: the contact form inside the dashboard. */
export function FeedbackPage() {
  const t = useT();
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-4">
        <p className="text-body-secondary">{t("feedbackPage.intro")}</p>
        <ContactForm />
      </Card.Body>
    </Card>
  );
}
