import type { TOptions } from "i18next";
import { use } from "react";
import { beforeSwitch, i18n, targetLanguage, useLanguage } from "./i18n";
import { sourceLanguage, type Language } from "./languages";

/** A catalog as written in JSON: strings, or groups of strings. */
export type Messages = { [key: string]: string | Messages };

type PluralSuffix = "_zero" | "_one" | "_two" | "_few" | "_many" | "_other";
type Base<K extends string> = K extends `${infer B}${PluralSuffix}` ? B : K;

/** Every key in a catalog as a dotted path ("form.save"); plural forms name their base key ("sets"). */
export type KeyOf<M> = {
  [K in keyof M & string]: M[K] extends string ? Base<K> : `${K}.${KeyOf<M[K]>}`;
}[keyof M & string];

export type Values = TOptions & Record<string, unknown>;
export type Translate<M> = (key: KeyOf<M>, values?: Values) => string;
// The keys are checked by KeyOf against the English catalog; i18next's own key typing is not used.
const translate = i18n.t.bind(i18n) as (key: string, options: Values) => string;

/** Catalog fetches in flight, so a route can wait for the ones its chunk started (catalogsReady). */
const inFlight = new Set<Promise<void>>();

/** Resolves once every catalog fetch started so far has settled: a screen then draws whole in its language. */
export const catalogsReady = (): Promise<unknown> => Promise.all([...inFlight]);

type Loaders = Partial<Record<Language, () => Promise<{ default: Messages }>>>;

/**
 * One catalog: `namespace` is unique, `en` is the source text (bundled with the screen), `others` fetch
 * the translations. `useT()` suspends the first time a screen draws in a language whose catalog has not
 * arrived, so a German screen never flashes English; `t` is for code outside components.
 */
export function defineCatalog<M extends Messages>(namespace: string, en: M, others: Loaders) {
  i18n.addResourceBundle(sourceLanguage, namespace, en);
  // One settled promise per language (React's `use` needs the same one on every render). A fetch that
  // failed (offline before the catalog was kept) leaves English on screen and is tried again next switch.
  const pending = new Map<Language, Promise<void>>();
  const failed = new Set<Language>();

  const load = (language: Language): Promise<void> => {
    const fetchCatalog = others[language];
    if (language === sourceLanguage || !fetchCatalog) return Promise.resolve();
    let promise = pending.get(language);
    if (!promise) {
      failed.delete(language);
      promise = fetchCatalog().then(
        (module) => void i18n.addResourceBundle(language, namespace, module.default, true, true),
        () => {
          failed.add(language);
          pending.delete(language);
        },
      );
      pending.set(language, promise);
      const fetching = promise;
      inFlight.add(fetching);
      void fetching.finally(() => inFlight.delete(fetching));
    }
    return promise;
  };
  beforeSwitch.add(load);
  void load(targetLanguage());

  const t: Translate<M> = (key, values) => translate(key, { ...values, ns: namespace });

  function useT(): Translate<M> {
    const language = useLanguage();
    if (!i18n.hasResourceBundle(language, namespace) && others[language] && !failed.has(language)) {
      use(load(language));
    }
    return t;
  }

  return { t, useT, namespace };
}
