import { defineCatalog } from "../catalog";
import { i18n } from "../i18n";

/**
 * Text written outside the web: the shared schemas' validation messages and labels, and the API's error
 * messages. Their catalog is keyed by the English text itself, so the server and the spec's own clients
 * keep their English; a text with no entry (one that carries a number, say) shows as the server wrote it.
 * English needs no lookup (the key is the text), so locales/en.json is not bundled: it is there for the
 * catalog check and the tests, listing every text the other languages must cover.
 */
const { namespace } = defineCatalog("server-text", {}, { de: () => import("./locales/de.json") });

export const translateText = (text: string): string =>
  (i18n.t.bind(i18n) as (key: string, options: object) => string)(text, {
    ns: namespace,
    keySeparator: false,
    nsSeparator: false,
    defaultValue: text,
  });
