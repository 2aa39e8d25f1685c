// The checks an upload gets at once, from the file's first bytes: empty, not CSV, not a known layout.
import { parse } from "csv-parse/sync";
import type { ImportSource } from "@topset/shared";
import { detectDelimiter, detectLayout, type Layout } from "./detect.js";

/** How many bytes are read to find the header and the first data row. */
export const SNIFF_BYTES = 64 * 1024;

export type Sniffed =
  { ok: true; delimiter: string; layout: Layout } | { ok: false; status: 400 | 415; message: string };

export const EMPTY_FILE = "The file is empty.";
export const NOT_CSV = "Please upload a CSV file (UTF-8 text), as exported by Strong, Hevy or FitNotes.";
export const UNKNOWN_LAYOUT =
  "This file's columns are not a layout we know: please upload a workout export from Strong, Hevy or FitNotes (CSV), or a Topset Strong-layout export.";
const sourceNames: Record<ImportSource, string> = { strong: "Strong", hevy: "Hevy", fitnotes: "FitNotes" };
export const notThatSource = (source: ImportSource) =>
  `This file does not look like a ${sourceNames[source]} export. Leave the source empty to detect it.`;

const BINARY_MAGIC = [
  Buffer.from("PK\u0003\u0004"), // zip, xlsx, numbers
  Buffer.from("%PDF"),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // png
  Buffer.from([0xff, 0xd8, 0xff]), // jpeg
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), // old Office
  Buffer.from([0x1f, 0x8b]), // gzip
];

/** The first line (or the first `lines` lines) of the text, without its line break. */
function lines(text: string, count: number): string[] {
  return text.split(/\r?\n/, count + 1).slice(0, count);
}

export function sniffFile(head: Buffer, forced?: ImportSource): Sniffed {
  const bytes = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
  if (bytes.toString("utf8").trim() === "") return { ok: false, status: 400, message: EMPTY_FILE };
  if (bytes.includes(0) || BINARY_MAGIC.some((m) => bytes.subarray(0, m.length).equals(m))) {
    return { ok: false, status: 415, message: NOT_CSV };
  }
  const newline = bytes.indexOf(0x0a);
  const headerBytes = newline === -1 ? bytes : bytes.subarray(0, newline);
  let text: string;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(headerBytes);
    text = new TextDecoder("utf-8").decode(bytes);
  } catch {
    return { ok: false, status: 415, message: NOT_CSV };
  }
  const [headerLine = "", firstLine] = lines(text, 2);
  const delimiter = detectDelimiter(headerLine);
  if (!delimiter) return { ok: false, status: 400, message: UNKNOWN_LAYOUT };
  const record = (line: string | undefined): string[] | undefined => {
    if (!line) return undefined;
    try {
      return (parse(line, { delimiter, relax_quotes: true }) as string[][])[0];
    } catch {
      return undefined;
    }
  };
  const header = record(headerLine);
  const layout = header && detectLayout(header, record(firstLine));
  if (!layout) return { ok: false, status: 400, message: forced ? notThatSource(forced) : UNKNOWN_LAYOUT };
  if (forced && layout.source !== forced) return { ok: false, status: 400, message: notThatSource(forced) };
  return { ok: true, delimiter, layout };
}
