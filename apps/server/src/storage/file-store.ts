import type { Readable } from "node:stream";

export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live, addressed by keys the server generates (`videos/<uuid>.mp4`), never by a
 * client's file name. A local directory today; an S3-compatible bucket can implement the same shape.
 */
export type FileStore = {
  /** Writes the whole stream under `key`; the key appears only once the write is complete. */
  put(key: string, source: Readable): Promise<{ size: number }>;
  /** The bytes of `key`, or of the inclusive `range` of it. */
  createReadStream(key: string, range?: ByteRange): Readable;
  /** The size of `key`, or undefined when it does not exist. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A local file with the content of `key` for tools that need a path (ffmpeg); call `release` when
   * done. NOTE: a remote store would download to a temp file here.
   */
  localCopy(key: string): Promise<{ path: string; release(): Promise<void> }>;
};
