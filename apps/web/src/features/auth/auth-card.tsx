import type { ReactNode } from "react";
import Card from "react-bootstrap/Card";
import { BrandMark } from "../../components/brand";
import "./auth.css";

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of every account form: a narrow card, centred on the page. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="auth-wrap mx-auto px-3 py-4 py-md-5">
      <Card className="auth-card border-0 shadow">
        <Card.Body className="p-4 p-sm-5">
          <div className="text-center mb-4">
            <span className="text-primary">
              <BrandMark size={40} />
            </span>
            <h1 className="h3 fw-bold mt-2 mb-1">{title}</h1>
            {subtitle && <p className="text-body-secondary mb-0">{subtitle}</p>}
          </div>
          {children}
        </Card.Body>
        {footer && <Card.Footer className="text-center py-3 small bg-transparent">{footer}</Card.Footer>}
      </Card>
    </div>
  );
}
