import { messages } from "../../lib/messages";

/** The login's error text, with a friendlier replacement for a message about a terminated database connection. */
export function loginErrorText(text: string): string {
  return /connection/i.test(text) && /terminat/i.test(text) ? messages.databaseWokeUp : text;
}

/** An unverified account's message mentions 'verification': the form then offers a new verification e-mail. */
export const needsVerification = (text: string) => text.toLowerCase().includes("verification");
