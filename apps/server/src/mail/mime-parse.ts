/**
 * Just enough of MIME to read back what nodemailer writes (multipart/alternative, quoted-printable,
 * base64, RFC 2047 headers); `mailparser` would pull a dozen packages into the server for a test aid.
 * The raw message is handled as a latin1 string so every byte maps to one char and 8-bit survives.
 */

export type ParsedMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const end = raw.indexOf("\n\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  // Unfolding: a line starting with white space continues the previous header.
  for (const line of head.replace(/\n(?=[ \t])/g, "").split("\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? "" : raw.slice(end + 2) };
}

function parseContentType(value: string | undefined) {
  const [type = "text/plain"] = (value ?? "text/plain").split(";");
  const params = new Map<string, string>();
  for (const m of (value ?? "").matchAll(/;\s*([^=\s;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
    params.set(m[1]!.toLowerCase(), m[2] !== undefined ? m[2].replace(/\\(.)/g, "$1") : (m[3] ?? ""));
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBytes(bytes: Uint8Array, charset = "utf-8"): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** RFC 2045 §6.7: trailing blanks are transport padding, `=` at a line end is a soft break. */
export function decodeQuotedPrintable(input: string): Buffer {
  const joined = input.replace(/[ \t]+$/gm, "").replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeTransfer(body: string, encoding: string | undefined): Buffer {
  switch (encoding?.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ""), "base64");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, "latin1");
  }
}

const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
// One or more encoded words separated only by white space, which RFC 2047 §6.2 says to drop.
const ENCODED_RUN = /=\?[^?]+\?[BbQq]\?[^?]*\?=(?:\s+=\?[^?]+\?[BbQq]\?[^?]*\?=)*/g;

/** Decodes RFC 2047 words; a run is decoded as one byte string so a character split across words survives. */
export function decodeHeader(value: string): string {
  const utf8 = decodeBytes(Buffer.from(value, "latin1"));
  return utf8.replace(ENCODED_RUN, (run) => {
    const chunks: Buffer[] = [];
    let charset = "utf-8";
    for (const [, cs = "utf-8", enc = "Q", text = ""] of run.matchAll(ENCODED_WORD)) {
      charset = cs.split("*")[0]!;
      chunks.push(
        enc.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : decodeQuotedPrintable(text.replace(/_/g, " ")),
      );
    }
    return decodeBytes(Buffer.concat(chunks), charset);
  });
}

function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  let current: string[] | undefined;
  for (const line of body.split("\n")) {
    const trimmed = line.trimEnd();
    const isDelimiter = trimmed === `--${boundary}`;
    if (isDelimiter || trimmed === `--${boundary}--`) {
      if (current) parts.push(current.join("\n"));
      if (!isDelimiter) break;
      current = [];
    } else {
      current?.push(line);
    }
  }
  return parts;
}

function collectBodies(part: Part, found: { text?: string; html?: string }): void {
  const { type, params } = parseContentType(part.headers.get("content-type"));
  const boundary = params.get("boundary");
  if (type.startsWith("multipart/") && boundary) {
    for (const child of splitMultipart(part.body, boundary)) collectBodies(splitPart(child), found);
    return;
  }
  if (/^\s*attachment/i.test(part.headers.get("content-disposition") ?? "")) return;
  const key = type === "text/plain" ? "text" : type === "text/html" ? "html" : undefined;
  if (!key || found[key] !== undefined) return;
  const bytes = decodeTransfer(part.body, part.headers.get("content-transfer-encoding"));
  found[key] = decodeBytes(bytes, params.get("charset"));
}

export function parseMail(raw: Buffer): ParsedMail {
  const source = raw.toString("latin1").replace(/\r\n/g, "\n");
  const root = splitPart(source);
  const header = (name: string) => decodeHeader(root.headers.get(name) ?? "");
  const found: { text?: string; html?: string } = {};
  collectBodies(root, found);
  const replyTo = root.headers.has("reply-to") ? header("reply-to") : undefined;
  return {
    from: header("from"),
    to: header("to"),
    ...(replyTo !== undefined ? { replyTo } : {}),
    subject: header("subject"),
    text: found.text ?? "",
    html: found.html ?? "",
  };
}
