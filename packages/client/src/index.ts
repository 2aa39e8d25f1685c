// The typed Topset client: openapi-fetch over the types openapi-typescript generated from the
// server's OpenAPI document (schema.d.ts; `npm run client:generate` rewrites it).
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

export type TopsetClient = Client<paths>;

export type TopsetClientOptions = {
  /** The server's address, e.g. `https://topset.example.com`: every path starts with `/api/`. */
  baseUrl: string;
  /**
   * A personal API key (`tsk_…`, made on the app's API keys screen), sent as
   * `Authorization: Bearer <key>`. The server reads it on `/api/v1/*` only, with member rights; a key
   * request carries no cookie, so its writes need no Origin header.
   */
  apiKey?: string;
  /** A fetch of your own (tests, retries, proxies); the global fetch otherwise. */
  fetch?: ClientOptions["fetch"];
  /** Headers sent with every request. */
  headers?: Record<string, string>;
};

/** A client whose paths, parameters, bodies and answers are typed by the server's OpenAPI document. */
export function createTopsetClient({ baseUrl, apiKey, fetch, headers }: TopsetClientOptions): TopsetClient {
  return createClient<paths>({
    baseUrl,
    fetch,
    headers: apiKey ? { ...headers, authorization: `Bearer ${apiKey}` } : headers,
  });
}
