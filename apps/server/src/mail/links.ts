// Stops at whitespace and at the characters that usually wrap a URL in prose or markup.
const URL_PATTERN = /https?:\/\/[^\s<>"'`()[\]{}]+/g;
// Sentence punctuation right after a link belongs to the sentence, not to the link.
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** The absolute http(s) links in a plain-text mail part, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  const found = (text.match(URL_PATTERN) ?? []).map((url) => url.replace(TRAILING_PUNCTUATION, ""));
  return [...new Set(found)];
}
