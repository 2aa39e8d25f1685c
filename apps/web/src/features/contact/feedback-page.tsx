import Card from "react-bootstrap/Card";
import { ContactForm } from "./contact-form";

/** Settings > Others > Send feedback: the contact form inside the dashboard. */
export function FeedbackPage() {
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-4">
        <p className="text-body-secondary">Tell us what works, what doesn't, and what you'd like next.</p>
        <ContactForm />
      </Card.Body>
    </Card>
  );
}
