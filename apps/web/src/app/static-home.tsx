import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { HomePage } from "../features/marketing/home-page";
import { RegularLayout } from "./layouts/regular-layout";

/**
 * The public home page as a signed-out visitor first sees it, rendered to HTML at build time
 * (prerender.config.ts writes it into home.html; decision 026). The same components render `/` inside
 * the app, so the two cannot drift apart.
 */
export function renderStaticHome(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <RegularLayout>
        <HomePage />
      </RegularLayout>
    </StaticRouter>,
  );
}
