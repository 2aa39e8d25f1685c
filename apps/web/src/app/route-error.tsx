import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { ApiError } from "../lib/api-client";
import { ErrorPage } from "../features/errors/error-page";
import { DashboardNotFoundPage, NotFoundPage } from "../features/errors/not-found-page";

/** Each route's error boundary: it renders inside the layout, so the header and tabs stay usable. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return pathname.startsWith("/dashboard") ? <DashboardNotFoundPage /> : <NotFoundPage />;
  }
  if (error instanceof ApiError) return <ErrorPage detail={error.message} />;
  // NOTE: after a new release, an old tab asks for code files that no longer exist.
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  ) {
    return <ErrorPage detail="A new version of the app is available. Reload the page to get it." />;
  }
  return <ErrorPage />;
}

/** The last resort, when even the app shell failed. */
export function RootError() {
  return (
    <main className="container py-5">
      <RouteError />
    </main>
  );
}
