import type { Readable } from "node:stream";

export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live, addressed by keys the server generates (`videos/<uuid>.mp4`), never by a
 * client's file name: a local directory (DATA_DIR/uploads) or an S3-compatible bucket.
 */
export type FileStore = {
  /** Where uploads wait while they are checked (size, type); each is removed on every path. */
  tmpDir: string;
  /** Writes the whole stream under `key`; the key appears only once the write is complete. */
  put(key: string, source: Readable, contentType?: string): Promise<{ size: number }>;
  /**
   * The bytes of `key`, or of the inclusive `range` of it. Resolves once the store has answered, so a
   * missing key rejects here rather than in the middle of a response.
   */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The size of `key`, or undefined when it does not exist. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** A local file with the content of `key` for tools that need a path (ffmpeg); call `release` when done. */
  localCopy(key: string): Promise<{ path: string; release(): Promise<void> }>;
  /** Every stored key (for backups), in no particular order. */
  list(): AsyncIterable<string>;
  /** Throws unless the store can be reached and written (the /ready check). */
  check(): Promise<void>;
};
