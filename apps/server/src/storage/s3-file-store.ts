import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline as pipe, Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../config.js";
import type { FileStore } from "./file-store.js";
import { assertKey } from "./storage-keys.js";

/** S3's smallest part: with one part in flight an upload holds about two parts in memory, whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;

// NOTE: the SDK is imported on first use, so a server without S3 never loads it (start time, memory).
const sdk = () => import("@aws-sdk/client-s3");
const clients = new Map<string, Promise<S3Client>>();

/** One client (one connection pool) per bucket and process, however many routes hold a store. */
function clientFor(s3: S3Settings): Promise<S3Client> {
  const id = `${s3.endpoint} ${s3.bucket} ${s3.accessKeyId}`;
  let client = clients.get(id);
  if (!client) {
    client = sdk().then(
      ({ S3Client }) =>
        new S3Client({
          endpoint: s3.endpoint,
          region: s3.region,
          forcePathStyle: s3.forcePathStyle,
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
          // Many S3-compatible stores do not know the SDK's newer default checksums (aws-chunked
          // trailers): send and check them only where S3 requires them.
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }),
    );
    clients.set(id, client);
  }
  return client;
}

const isNotFound = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * A FileStore in an S3-compatible bucket. Nothing is kept on the copy's disk: uploads wait in the
 * system temp directory while they are checked, and `localCopy` downloads there until `release`.
 */
export function createS3FileStore(s3: S3Settings): FileStore {
  const Bucket = s3.bucket;
  const tmpDir = path.join(os.tmpdir(), "topset-uploads");

  return {
    tmpDir,
    async put(key, source, contentType) {
      const client = await clientFor(s3);
      const { Upload } = await import("@aws-sdk/lib-storage");
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // A failing source destroys `counted`, which fails the upload, which aborts its parts.
      pipe(source, counted, () => {});
      const upload = new Upload({
        client,
        params: { Bucket, Key: assertKey(key), Body: counted, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
      return { size };
    },
    async read(key, range) {
      const { GetObjectCommand } = await sdk();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const res = await (
        await clientFor(s3)
      ).send(new GetObjectCommand({ Bucket, Key: assertKey(key), Range }));
      return res.Body as Readable;
    },
    async stat(key) {
      const { HeadObjectCommand } = await sdk();
      try {
        const res = await (await clientFor(s3)).send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return { size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand } = await sdk();
      await (await clientFor(s3)).send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    async localCopy(key) {
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "topset-s3-"));
      const release = () => fs.promises.rm(dir, { recursive: true, force: true });
      try {
        const file = path.join(dir, path.basename(assertKey(key)));
        await pipeline(await this.read(key), fs.createWriteStream(file));
        return { path: file, release };
      } catch (err) {
        await release();
        throw err;
      }
    },
    async *list() {
      const { ListObjectsV2Command } = await sdk();
      const client = await clientFor(s3);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      const { HeadBucketCommand } = await sdk();
      await (await clientFor(s3)).send(new HeadBucketCommand({ Bucket }));
    },
  };
}
