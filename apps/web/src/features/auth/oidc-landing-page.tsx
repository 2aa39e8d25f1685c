import { useSuspenseQuery } from "@tanstack/react-query";
import { Navigate, useSearchParams } from "react-router";
import { afterLoginPath } from "../../lib/routing/guard";
import { paths } from "../../lib/routing/paths";
import { ssoLandingQuery } from "./oidc.api";

/**
 * Where the server sends a browser it has just signed in through the provider (decision 049): the
 * query records the member on this device, then the app goes where a password login would (admins to
 * the admin screen, others to return_to when it is a path of the app, else their profile).
 */
export function OidcLandingPage() {
  const [params] = useSearchParams();
  const user = useSuspenseQuery(ssoLandingQuery).data;
  if (!user) return <Navigate to={`${paths.login.href()}?sso_error=expired`} replace />;
  return <Navigate to={afterLoginPath(user, params.get("return_to"))} replace />;
}
