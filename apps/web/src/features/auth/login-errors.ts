import { translateText } from "../../lib/i18n";
import { messages } from "../../lib/messages";

/** The API's texts these checks look for, in English; the API client shows them in the language on screen. */
const unverified = [
  "You must verify your account before logging in. Check your e-mail for the verification link.",
];
const stepGoneTexts = [
  "The sign-in step is not valid; log in again.",
  "The sign-in step is missing; log in again.",
  "This sign-in has expired or was already used. Please log in again.",
  "Too many wrong codes. Please log in again.",
];
const isOneOf = (text: string, english: string[]) =>
  english.some((e) => e === text || translateText(e) === text);

/** The login's error text, with a friendlier replacement for a message about a terminated database connection. */
export function loginErrorText(text: string): string {
  return /connection/i.test(text) && /terminat/i.test(text) ? messages.databaseWokeUp : text;
}

/** An unverified account's message mentions 'verification': the form then offers a new verification e-mail. */
export const needsVerification = (text: string) =>
  text.toLowerCase().includes("verification") || isOneOf(text, unverified);

/** The second step ran out (too many codes, expired): the member must log in again. */
export const secondStepGone = (text: string) => /log in again/i.test(text) || isOneOf(text, stepGoneTexts);
