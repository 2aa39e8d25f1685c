import { useState } from "react";
import { Navigate } from "react-router";
import { usePreviousScreen } from "../lib/routing/navigation-history";
import { paths } from "../lib/routing/paths";

/**
 * Someone else's record (the server answers 403/404): go to the unauthorized screen, whose Go back
 * returns to the screen before this one, or to `fallback` when the app was opened here.
 */
export function UnauthorizedRedirect({ fallback }: { fallback: string }) {
  const previous = usePreviousScreen();
  // NOTE: the target is fixed on the first render. The previous screen changes as soon as the redirect
  // starts, and a new target would make <Navigate> redirect again, forever.
  const [to] = useState(() => paths.unauthorized.href(previous?.path ?? fallback));
  return <Navigate replace to={to} />;
}
