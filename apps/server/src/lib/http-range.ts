export type RangeAnswer =
  { kind: "whole" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * One byte range of RFC 9110 §14.1.2 against a file of `size` bytes. No Range, a malformed one or
 * several ranges → the whole file (a server may ignore Range); a well-formed range that misses the
 * file → unsatisfiable (416). The end is clamped to the file. NOTE: no per-range cap: files are at
 * most 10 MB and are streamed, never buffered, so an open range costs no more than the whole file.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: "whole" };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "whole" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Number(last);
  if (end < start) return { kind: "whole" };
  return { kind: "partial", start, end: Math.min(end, size - 1) };
}
