// Stops at whitespace and at the characters that usually wrap a URL in prose or markup.
const URL_PATTERN = /https?:\/\/[^\s<>"'`()[\]{}]+/g;
// Sentence punctuation right after a link belongs to the sentence, not to the link.
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** The absolute http(s) links in a plain-text mail part, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  const found = (text.match(URL_PATTERN) ?? []).map((url) => url.replace(TRAILING_PUNCTUATION, ""));
  return [...new Set(found)];
}

/** The link mailed to an account's owner: the web app's page that takes their one-time token. */
export function tokenLink(
  appUrl: string,
  page: "verify-email" | "reset-password",
  userId: number,
  token: string,
) {
  return `${appUrl}/${page}/${userId}?token=${encodeURIComponent(token)}`;
}
