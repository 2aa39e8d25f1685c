/** Keys are server-generated: folders and file names of letters, digits, `-`, `_` and one dot. */
const KEY_PATTERN = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9]+)?$/i;

/** Throws unless `key` is a well-formed storage key (no traversal, no absolute path, no odd characters). */
export function assertKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
