import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { bareHost, type ResolvedAddress } from "./url-guard.js";

export const SEND_TIMEOUT_MS = 10_000;
/** What is read of an answer at most: only its status is kept, the rest is drained this far and dropped. */
const READ_AT_MOST = 4096;

export type SendResult = { status: number | null; error: string | null };

/**
 * A lookup that answers the vetted address whatever is asked: the socket connects to what the guard
 * checked, never to a second DNS answer (DNS rebinding). Node asks with `all` when it races IPv4 and IPv6.
 */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (err: null, addresses: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

/** A short, stable text for a network failure (no stack, no address). */
function describe(err: Error & { code?: string }, timeoutMs: number): string {
  if (err.message === "timeout") {
    return `No answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`;
  }
  const known: Record<string, string> = {
    ECONNREFUSED: "Connection refused",
    ECONNRESET: "Connection reset",
    EHOSTUNREACH: "Host unreachable",
    ENETUNREACH: "Network unreachable",
    EPIPE: "Connection closed while sending",
  };
  if (err.code && known[err.code]) return known[err.code]!;
  if (err.code) return `Connection failed (${err.code})`.slice(0, 200);
  return `Connection failed: ${err.message}`.slice(0, 200);
}

/**
 * POSTs `body` to `url` through `target` (its vetted address). No redirect is followed: a 3xx comes
 * back as its status, which the caller counts as a failure. At most `timeoutMs` from start to status.
 */
export function sendWebhook(
  url: URL,
  target: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = client.request({
      method: "POST",
      hostname: bareHost(url),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      // A fresh connection each time: a pooled socket could have been opened to another address.
      agent: false,
      lookup: pinnedLookup(target),
    });
    // The status, once it came: an answer whose body then stalls still counts by its status.
    let status: number | null = null;
    const timer = setTimeout(() => req.destroy(new Error("timeout")), timeoutMs);
    req.on("error", (err) =>
      finish(status === null ? { status, error: describe(err, timeoutMs) } : { status, error: null }),
    );
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      let read = 0;
      const done = () => {
        res.destroy();
        finish({ status, error: null });
      };
      res.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read >= READ_AT_MOST) done();
      });
      res.on("end", done);
      res.on("error", done);
    });
    req.end(body);
  });
}
