import type { ReactNode } from "react";
import "./page-title.css";
import type { IconSvg } from "./icon";

type PageTitleProps = { icon: IconSvg; title: string; subtitle?: ReactNode; children?: ReactNode };

/** The heading of a detail screen (category, exercise, block): an icon tile, the name, a quiet line under it. */
export function PageTitle({ icon, title, subtitle, children }: PageTitleProps) {
  return (
    <div className="d-flex align-items-center gap-3 mb-3">
      <span className="page-title-icon rounded-3 d-inline-flex align-items-center justify-content-center flex-shrink-0">
        <i className={`bi ${icon}`} aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-grow-1">
        <h1 className="h4 fw-bold mb-0 text-break">{title}</h1>
        {subtitle && <div className="small text-body-secondary">{subtitle}</div>}
      </div>
      {children}
    </div>
  );
}
