import Card from "react-bootstrap/Card";
import { ContactForm } from "./contact-form";
import { useT } from "./i18n";

export function ContactPage() {
  const t = useT();
  return (
    <div className="container py-5 narrow-page">
      <h1 className="fw-bolder mb-2">{t("contactPage.title")}</h1>
      <p className="text-body-secondary mb-4">{t("contactPage.intro")}</p>
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4">
          <ContactForm />
        </Card.Body>
      </Card>
    </div>
  );
}
