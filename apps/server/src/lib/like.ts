/** `text` as a literal inside (I)LIKE: its own %, _ and \ match themselves, never act as wildcards. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
