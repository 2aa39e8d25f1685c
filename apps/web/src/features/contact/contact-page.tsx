import Card from "react-bootstrap/Card";
import { ContactForm } from "./contact-form";

export function ContactPage() {
  return (
    <div className="container py-5 narrow-page">
      <h1 className="fw-bolder mb-2">Contact us</h1>
      <p className="text-body-secondary mb-4">
        Questions, bug reports and feature ideas are all welcome. We read every message.
      </p>
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4">
          <ContactForm />
        </Card.Body>
      </Card>
    </div>
  );
}
