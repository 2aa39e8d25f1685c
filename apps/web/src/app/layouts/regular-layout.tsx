import type { ReactNode } from "react";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";
import "./public-layout.css";

/** The public site: header, page, footer. */
export function RegularLayout({ children }: { children: ReactNode }) {
  return (
    <div className="regular-layout d-flex flex-column min-vh-100">
      <PublicHeader />
      <main className="flex-grow-1">{children}</main>
      <PublicFooter />
    </div>
  );
}
