import { zodResolver } from "@hookform/resolvers/zod";
import { translateText } from "./server-text/server-text";

// NOTE: its own module, not in lib/i18n's index: it brings react-hook-form's resolver, which only the
// form screens' chunks should carry, never the first screen.
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
