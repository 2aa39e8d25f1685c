import type { ReactNode } from "react";
import type { IconSvg } from "./icon";

type StatusScreenProps = { icon: IconSvg; code?: string; title: string; children?: ReactNode; tone?: string };

/** A centred message screen (404, unauthorized, error) with optional actions below. */
export function StatusScreen({ icon, code, title, children, tone = "text-primary" }: StatusScreenProps) {
  return (
    <section className="status-screen text-center py-5 px-3 mx-auto">
      <i className={`bi ${icon} status-screen-icon ${tone}`} aria-hidden="true" />
      {code && <p className="display-1 fw-bolder mb-0 status-screen-code">{code}</p>}
      <h1 className="h3 fw-bold mt-2 mb-3">{title}</h1>
      {children}
    </section>
  );
}
