import { zodResolver } from "@hookform/resolvers/zod";
import { defineCatalog } from "../catalog";
import { i18n } from "../i18n";
import en from "./locales/en.json";

/**
 * Text written outside the web: the shared schemas' validation messages and labels, and the API's error
 * messages. Their catalog is keyed by the English text itself, so the server and the spec's own clients
 * keep their English; a text with no entry (one that carries a number, say) shows as the server wrote it.
 */
const { namespace } = defineCatalog("server-text", en, { de: () => import("./locales/de.json") });

export const translateText = (text: string): string =>
  (i18n.t.bind(i18n) as (key: string, options: object) => string)(text, {
    ns: namespace,
    keySeparator: false,
    nsSeparator: false,
    defaultValue: text,
  });

/** Every `message` in react-hook-form's (nested) errors, translated in place; `ref` is a DOM node, left alone. */
function translateErrors(errors: unknown): void {
  if (typeof errors !== "object" || errors === null) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref") continue;
    if (key === "message" && typeof value === "string")
      (errors as Record<string, unknown>).message = translateText(value);
    else translateErrors(value);
  }
}

/** zodResolver whose messages are shown in the language on screen: every form uses this one. */
export const formResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args);
  return async (...call: Parameters<typeof resolve>) => {
    const result = await resolve(...call);
    translateErrors(result.errors);
    return result;
  };
}) as typeof zodResolver;
