import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { importFieldsSchema, MAX_IMPORT_BYTES } from "@topset/shared";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { badRequest, HttpError, VALIDATION_MESSAGE } from "../../lib/http-errors.js";

export const TOO_LARGE = `The file is more than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`;
export const BROKEN_BODY = "The upload was cut short or is not valid multipart/form-data: please try again.";
export const NOT_MULTIPART = "Please send the file as multipart/form-data (the `file` field).";

/** Multipart limits, all set here: one file and a few short text fields. */
export const importMultipartLimits = {
  fileSize: MAX_IMPORT_BYTES,
  files: 1,
  fields: 8,
  parts: 10,
  fieldSize: 100,
  fieldNameSize: 100,
  headerPairs: 20,
};

export type ReceivedImport = {
  tmpPath: string;
  fileName: string;
  fields: z.output<typeof importFieldsSchema>;
};

/**
 * Streams the `file` part to a temp file (the size limit enforced while streaming: 413, nothing left
 * behind) and validates the text fields, which may come before or after it.
 */
export async function receiveImport(req: FastifyRequest, tmpDir: string): Promise<ReceivedImport> {
  if (!req.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, `${randomUUID()}.upload`);
  let fileName: string | undefined;
  const raw: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "file" || fileName !== undefined) {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, fs.createWriteStream(tmpPath, { flags: "wx" }));
      if (part.file.truncated) throw new HttpError(413, TOO_LARGE);
      fileName = (part.filename || "import.csv").slice(0, 255);
    }
    if (fileName === undefined) {
      throw badRequest(VALIDATION_MESSAGE, [{ msg: "Please choose a file.", path: "file" }]);
    }
    const fields = importFieldsSchema.safeParse(raw);
    if (!fields.success) {
      const errors = fields.error.issues.map((i) => ({ msg: i.message, path: i.path.join(".") }));
      throw badRequest(VALIDATION_MESSAGE, errors);
    }
    return { tmpPath, fileName, fields: fields.data };
  } catch (err) {
    await fs.promises.rm(tmpPath, { force: true });
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, TOO_LARGE);
    // A body cut short or not multipart inside (busboy: "Unexpected end of form"); disk errors carry a syscall.
    if (!(err instanceof HttpError) && !(err instanceof Error && "syscall" in err)) {
      throw badRequest(BROKEN_BODY);
    }
    throw err;
  }
}
