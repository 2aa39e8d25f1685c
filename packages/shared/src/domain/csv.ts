export interface CsvColumn<T> {
  key: keyof T & string;
  header: string;
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection, ASVS 5 1.2.10). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const NEEDS_QUOTES = /[",\r\n]/;

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * One cell: formula-looking text gets a leading apostrophe so a spreadsheet shows it as text (a plain
 * negative number such as -2.5 is left alone), then RFC 4180 quoting when it holds `"`, `,`, CR or LF.
 */
export function csvCell(value: unknown): string {
  let cell = text(value);
  if (FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell)) cell = `'${cell}`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** A header line then one line per row, CRLF-separated (RFC 4180), columns in the given order. */
export function toCsv<T extends object>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(",")];
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    lines.push(columns.map((column) => csvCell(record[column.key])).join(","));
  }
  return lines.join("\r\n");
}
