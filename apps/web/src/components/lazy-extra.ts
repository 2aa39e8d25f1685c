import { lazy, type ComponentType } from "react";

/**
 * A piece of UI loaded on demand that its screen can do without (a toast, a sheet). If its chunk
 * cannot be fetched (no signal, before the service worker has kept the app), it draws nothing rather
 * than throwing to the error boundary and taking the screen around it down.
 */
export function lazyExtra<P extends object>(load: () => Promise<ComponentType<P>>) {
  const nothing = (() => null) as ComponentType<P>;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: nothing }),
    ),
  );
}
