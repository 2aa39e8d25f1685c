import { Readable } from "node:stream";
import { PROFILE_PICTURE_MAX_BYTES } from "@topset/shared";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import { z } from "zod";
import { HttpError } from "../../lib/http-errors.js";
import { receiveUpload } from "../../lib/receive-upload.js";

export const PICTURE_TOO_LARGE = "Your picture is more than 5 MB. Please choose a smaller one.";
export const NOT_AN_IMAGE = "Please upload an image (JPEG, PNG, WebP, GIF, AVIF or HEIC).";
/** The stored picture: a square, big enough for a retina profile header, small enough for a phone. */
export const PICTURE_SIZE = 512;

/** Raster formats sharp may decode here; SVG (scripts, external references) and PDF are refused. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
/** Decompression-bomb guard: a 5 MB file can still claim a gigantic canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export const pictureMultipartLimits = {
  fileSize: PROFILE_PICTURE_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 100,
  fieldNameSize: 100,
  headerPairs: 20,
};

/**
 * Streams the `picture` field to a temp file, the 5 MB limit enforced while streaming (413, the partial
 * file removed). The caller owns the returned file and must remove it. Text fields (the client's
 * `user_id`) are ignored: the path names the user.
 */
export async function receivePicture(req: FastifyRequest, tmpDir: string): Promise<string> {
  const upload = await receiveUpload(req, {
    field: "picture",
    tmpDir,
    fields: z.unknown(),
    messages: {
      notMultipart: "Please send the picture as multipart/form-data.",
      tooLarge: PICTURE_TOO_LARGE,
      missing: "Please choose a picture.",
    },
  });
  return upload.tmpPath;
}

/**
 * The uploaded file as a square webp, decided by its content (never its name or declared type):
 * auto-rotated by its EXIF orientation, then re-encoded, which drops EXIF, GPS and any other metadata.
 */
export async function toSquareWebp(file: string): Promise<Readable> {
  let format: string | undefined;
  try {
    format = (await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(415, NOT_AN_IMAGE);
  try {
    const webp = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
    return Readable.from(webp);
  } catch {
    // Valid header, broken body (truncated or corrupt pixels).
    throw new HttpError(415, NOT_AN_IMAGE);
  }
}
