import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../config.js";

/** The first port from 9100 up that s3rver could listen on (the range this project's tests use for S3). */
const FIRST_PORT = 9100;

/** Whether `port` can be listened on now. NOTE: s3rver's run() never settles on EADDRINUSE, so probe first. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export type TestS3 = {
  settings: S3Settings;
  /** The S3_* variables a server process needs to use this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server in this process (s3rver, files in a temp directory) with one empty bucket,
 * for the tests that prove the app keeps its files in a bucket.
 */
export async function startTestS3(bucket = "topset-test"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "topset-s3rver-"));
  for (let port = FIRST_PORT; port < FIRST_PORT + 100; port++) {
    if (!(await portFree(port))) continue;
    const server = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    await server.run();
    const settings: S3Settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      // s3rver's fixed credentials.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    };
    return {
      settings,
      env: {
        S3_ENDPOINT: settings.endpoint,
        S3_BUCKET: bucket,
        S3_REGION: settings.region,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      },
      async close() {
        await server.close();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  throw new Error(`no free port for s3rver from ${FIRST_PORT}`);
}
