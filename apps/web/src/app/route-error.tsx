import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { ApiError } from "../lib/api-client";
import { messages } from "../lib/messages";
import { ErrorPage } from "../features/errors/error-page";
import { DashboardNotFoundPage, NotFoundPage } from "../features/errors/not-found-page";
import { useT } from "./i18n";

/** Each route's error boundary: it renders inside the layout, so the header and tabs stay usable. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return pathname.startsWith("/dashboard") ? <DashboardNotFoundPage /> : <NotFoundPage />;
  }
  const offline = typeof navigator !== "undefined" && !navigator.onLine;
  // Offline, a screen whose data this device never kept cannot be shown; say so rather than fail.
  if (error instanceof ApiError && error.status === 0 && offline) {
    return <ErrorPage offline detail={messages.offlineNotKept} />;
  }
  if (error instanceof ApiError) return <ErrorPage detail={error.message} />;
  // NOTE: after a new release, an old tab asks for code files that no longer exist.
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  ) {
    return offline ? (
      <ErrorPage offline detail={messages.offlineNotKept} />
    ) : (
      <ErrorPage detail={t("routeError.newVersion")} />
    );
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
