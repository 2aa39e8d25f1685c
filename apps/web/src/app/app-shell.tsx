import { Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { LoadingOverlay } from "../components/loading-overlay";
import { PageSpinner } from "../components/page-spinner";
import { ToastHost } from "../components/toast-host";
import { UpdatePrompt } from "../components/update-prompt";
import { config } from "../lib/config";
import { layouts } from "./layouts";
import { defaultLayout, useRouteHandle } from "../lib/routing/route-handle";

/** The root screen: picks the layout from the route's metadata and owns the loading states. */
export function AppShell() {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const Layout = layouts[handle.layout ?? defaultLayout];

  useEffect(() => {
    document.title = handle.title === config.appName ? config.appName : `${handle.title} | ${config.appName}`;
  }, [handle.title]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      {navigation.state !== "idle" && (
        <div className="navigation-progress" role="progressbar" aria-label="Loading page" />
      )}
      <Suspense fallback={<PageSpinner />}>
        <Layout>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout>
      </Suspense>
      <ToastHost />
      <UpdatePrompt />
      <LoadingOverlay />
    </>
  );
}
