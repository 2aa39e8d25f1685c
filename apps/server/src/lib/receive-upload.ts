import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { badRequest, HttpError, VALIDATION_MESSAGE } from "./http-errors.js";

export const BROKEN_BODY = "The upload was cut short or is not valid multipart/form-data: please try again.";

export type UploadSpec<S extends z.ZodType> = {
  /** The multipart field holding the file; any other file part is drained and ignored. */
  field: string;
  /** Where the temp file goes (the file store's tmp directory). */
  tmpDir: string;
  /** The text fields (they may come before or after the file), validated once the body is read. */
  fields: S;
  messages: {
    /** 415: not multipart/form-data at all. */
    notMultipart: string;
    /** 413: over the size limit (the multipart plugin's `fileSize`), found while streaming. */
    tooLarge: string;
    /** 400 (path: the field) when no such file part came. */
    missing: string;
  };
};

export type ReceivedFile<T> = {
  tmpPath: string;
  size: number;
  /** The name the client gave, at most 255 characters ("" when none). */
  fileName: string;
  fields: T;
};

/**
 * Streams one file part of a multipart body to a temp file and validates the text fields. The size limit
 * is enforced while streaming (413); a missing file or bad fields are a 400 with field messages; a body
 * cut short or not multipart inside is a 400, never a 500. Whatever fails, nothing is left behind.
 */
export async function receiveUpload<S extends z.ZodType>(
  req: FastifyRequest,
  spec: UploadSpec<S>,
): Promise<ReceivedFile<z.output<S>>> {
  if (!req.isMultipart()) throw new HttpError(415, spec.messages.notMultipart);
  await fs.promises.mkdir(spec.tmpDir, { recursive: true });
  const tmpPath = path.join(spec.tmpDir, `${randomUUID()}.upload`);
  let fileName: string | undefined;
  const raw: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== spec.field || fileName !== undefined) {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, fs.createWriteStream(tmpPath, { flags: "wx" }));
      if (part.file.truncated) throw new HttpError(413, spec.messages.tooLarge);
      fileName = (part.filename ?? "").slice(0, 255);
    }
    if (fileName === undefined) {
      throw badRequest(VALIDATION_MESSAGE, [{ msg: spec.messages.missing, path: spec.field }]);
    }
    const fields = spec.fields.safeParse(raw);
    if (!fields.success) {
      const errors = fields.error.issues.map((i) => ({ msg: i.message, path: i.path.join(".") }));
      throw badRequest(VALIDATION_MESSAGE, errors);
    }
    const { size } = await fs.promises.stat(tmpPath);
    return { tmpPath, size, fileName, fields: fields.data };
  } catch (err) {
    await fs.promises.rm(tmpPath, { force: true });
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new HttpError(413, spec.messages.tooLarge);
    // The plugin's own limits (files, parts, fields) carry their 413; a body cut short or not multipart
    // inside (busboy: "Unexpected end of form") carries nothing, and disk errors carry a syscall.
    const known =
      err instanceof HttpError || (err instanceof Error && ("syscall" in err || "statusCode" in err));
    if (!known) throw badRequest(BROKEN_BODY);
    throw err;
  }
}
