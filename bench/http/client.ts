// A member of the benchmarked server as the bench sees it: a cookie, an address of its own (the per-IP
// limits on signup and login hold as in production) and JSON calls through the real HTTP API.
export type Member = { id: number; username: string; email: string; cookie: string; ip: string };

export class ApiError extends Error {}

export async function call<T = unknown>(
  baseURL: string,
  as: Pick<Member, "ip"> & { cookie?: string },
  method: string,
  url: string,
  body?: unknown,
): Promise<{ data: T[]; headers: Headers }> {
  const headers: Record<string, string> = { origin: baseURL, "x-forwarded-for": as.ip };
  if (as.cookie) headers.cookie = as.cookie;
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${baseURL}${url}`, { method, headers, body: payload });
  const text = await res.text();
  if (!res.ok) throw new ApiError(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  const json = text ? (JSON.parse(text) as { data?: T[] }) : {};
  return { data: json.data ?? [], headers: res.headers };
}

/** A GET's status and whole JSON body (pagination included), without throwing on an error status. */
export async function getJson<T>(
  baseURL: string,
  as: Member,
  url: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}${url}`, { headers: { cookie: as.cookie, "x-forwarded-for": as.ip } });
  return { status: res.status, body: (await res.json()) as T };
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
