import fs from "node:fs";

export type VideoKind = { contentType: "video/mp4" | "video/quicktime" | "video/webm"; ext: string };

/** ISO base media brands of video files (`ftyp` major brand); audio-only and image brands are left out. */
const MP4_BRANDS = new Set([
  "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "dash", "M4V ", "mmp4", "MSNV",
]); // prettier-ignore
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
export const SNIFF_BYTES = 64;

/** The video kind of a file's first bytes, by content only (never the name or the client's type). */
export function sniffVideo(head: Buffer): VideoKind | undefined {
  if (head.length >= 12 && head.toString("latin1", 4, 8) === "ftyp") {
    const brand = head.toString("latin1", 8, 12);
    if (brand === "qt  ") return { contentType: "video/quicktime", ext: "mov" };
    if (MP4_BRANDS.has(brand)) return { contentType: "video/mp4", ext: "mp4" };
    return undefined;
  }
  // Matroska shares the EBML header: only the "webm" DocType is accepted.
  if (head.subarray(0, 4).equals(EBML) && head.includes("webm", 4, "latin1")) {
    return { contentType: "video/webm", ext: "webm" };
  }
  return undefined;
}

export async function sniffVideoFile(file: string): Promise<VideoKind | undefined> {
  const handle = await fs.promises.open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return sniffVideo(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export const extensionOf = (contentType: string) =>
  contentType === "video/webm" ? "webm" : contentType === "video/quicktime" ? "mov" : "mp4";
