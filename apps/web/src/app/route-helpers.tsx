import type { ComponentType } from "react";
import { data, redirect, type LoaderFunction, type RouteObject } from "react-router";
import type { ComingSoonProps } from "../components/coming-soon";
import { preloadLayout } from "./layouts";
import { defaultLayout, type RouteHandle } from "../lib/routing/route-handle";
import { RouteError } from "./route-error";
import { catalogsReady } from "../lib/i18n";

type Load = () => Promise<ComponentType>;

/** One leaf of the route table: lazy screen code (fetched together with its layout), metadata, error boundary. */
export function page(path: string, handle: RouteHandle, load: Load, loader?: LoaderFunction): RouteObject {
  return {
    path,
    handle,
    loader,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const [Component] = await Promise.all([load(), preloadLayout(handle.layout ?? defaultLayout)]);
      // The screen's catalogs in a language other than English were asked for as its code arrived; words
      // drawn through a plain `t` (not the hook that waits) are then there on the first paint.
      await catalogsReady();
      return { Component };
    },
  };
}

/** A screen a later release builds: the shared ComingSoon panel, naming what will be there. */
export function soon(
  path: string,
  handle: RouteHandle,
  props: ComingSoonProps,
  loader?: LoaderFunction,
): RouteObject {
  return page(
    path,
    handle,
    () =>
      import("../components/coming-soon").then(({ ComingSoon }) => {
        const Screen = () => <ComingSoon {...props} />;
        return Screen;
      }),
    loader,
  );
}

/** Loader for routes whose params must be whole numbers (spec: sid, exercise_id, block_id, category_id). */
export const numericParams =
  (...names: string[]): LoaderFunction =>
  ({ params }) => {
    if (names.some((name) => !/^\d+$/.test(params[name] ?? ""))) throw data("Not found", { status: 404 });
    return null;
  };

/** Loader that 404s unless the named params are whole numbers (negative: made on this device, not yet synced). */
export const integerParams =
  (...names: string[]): LoaderFunction =>
  ({ params }) => {
    if (names.some((name) => !/^-?\d+$/.test(params[name] ?? ""))) throw data("Not found", { status: 404 });
    return null;
  };

/** Loader that only redirects, to a target computed when the route is opened. */
export const redirectTo =
  (target: () => string): LoaderFunction =>
  () =>
    redirect(target());
