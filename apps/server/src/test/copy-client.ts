import type { Copy } from "./server-copies.js";

/** One logged-in member talking to any copy, as a browser on that copy's origin would. */
export function copyClient(cookie: string) {
  const send = async (
    copy: Copy,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit = { method, headers: { cookie, origin: copy.url, ...headers } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)["content-type"] = "application/json";
    }
    return fetch(`${copy.url}${path}`, init);
  };
  /** The first record of a success answer, after checking its status. */
  const first = async <T = Record<string, unknown>>(res: Response, status = 201): Promise<T> => {
    const text = await res.text();
    if (res.status !== status) throw new Error(`${res.url}: ${res.status} ${text}`);
    return (JSON.parse(text) as { data: T[] }).data[0]!;
  };
  return { send, first };
}
