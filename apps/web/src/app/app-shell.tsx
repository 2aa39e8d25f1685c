import { Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { LoadingOverlay } from "../components/loading-overlay";
import { PageSpinner } from "../components/page-spinner";
import { ToastHost } from "../components/toast-host";
import { UpdatePrompt } from "../components/update-prompt";
import { config } from "../lib/config";
import { FirstScreenMark } from "./first-screen-mark";
import { layouts } from "./layouts";
import { defaultLayout, useRouteHandle } from "../lib/routing/route-handle";
import { routeTitle, useT } from "./i18n";

/** The root screen: picks the layout from the route's metadata and owns the loading states. */
export function AppShell() {
  const t = useT();
  const handle = useRouteHandle();
  const title = routeTitle(handle.title);
  const { pathname, state } = useLocation();
  // A screen that only moves to a new address (a session made offline getting the server's id) keeps its place.
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  const navigation = useNavigation();
  const Layout = layouts[handle.layout ?? defaultLayout];

  useEffect(() => {
    document.title = title === config.appName ? config.appName : `${title} | ${config.appName}`;
  }, [title]);

  useEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
  }, [pathname, keepScroll]);

  return (
    <>
      {navigation.state !== "idle" && (
        <div className="navigation-progress" role="progressbar" aria-label={t("shell.loadingPage")} />
      )}
      <Suspense fallback={<PageSpinner />}>
        <Layout>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <FirstScreenMark />
          </Suspense>
        </Layout>
      </Suspense>
      <ToastHost />
      <UpdatePrompt />
      <LoadingOverlay />
    </>
  );
}
