import { defineCatalog, type KeyOf } from "../lib/i18n";
import en from "./locales/en.json";

export const { useT, t } = defineCatalog("app", en, { de: () => import("./locales/de.json") });

/** A route's title: the key of its text in the catalog's `routeTitles` (router.tsx names every route by one). */
export type RouteTitle = keyof typeof en.routeTitles;

const isRouteTitle = (title: string): title is RouteTitle => Object.hasOwn(en.routeTitles, title);

/**
 * A route handle's title in the language on screen (the page title, the back header). Handle titles are
 * RouteTitle keys; anything else (the fallback handle's "Topset") is shown as it is.
 */
export const routeTitle = (title: string): string =>
  isRouteTitle(title) ? t(`routeTitles.${title}` satisfies KeyOf<typeof en>) : title;
