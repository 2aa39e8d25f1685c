import type { z } from "zod";
import { translateText } from "./i18n/server-text/server-text";
import { t } from "./lib-i18n";
import { messages } from "./messages";

/** A failed call, with the text to show the user (already mapped as docs/product.md, "Messages" says). */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  query?: Query;
  /**
   * Whether the call runs as the logged-in user (default true). A 401/403 on such a call means the
   * session is gone, so the user is logged out. Login, signup and the other public auth calls pass
   * false: a 401 there is "wrong password", not an expired session.
   */
  auth?: boolean;
  signal?: AbortSignal;
};

type ClientDeps = { fetch?: typeof fetch; onUnauthorized?: () => void };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** Text for a non-OK answer: 5xx → the internal-error text; else the joined `errors[].msg`, else `message`. */
export function errorMessageFor(status: number, body: unknown): string {
  if (status >= 500) return messages.internalError;
  const fields = isRecord(body) ? body : {};
  const items = Array.isArray(fields.errors) ? fields.errors : [];
  const joined = items
    .map((item) => (isRecord(item) && typeof item.msg === "string" ? translateText(item.msg.trim()) : ""))
    .filter(Boolean)
    .join(" ");
  if (joined) return joined;
  if (typeof fields.message === "string" && fields.message.trim()) return translateText(fields.message);
  return t("apiClient.requestFailed", { status });
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

export function createApiClient(deps: ClientDeps = {}) {
  let onUnauthorized = deps.onUnauthorized ?? (() => undefined);
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** Sends one call and resolves with the parsed JSON body of a 2xx answer; throws ApiError otherwise. */
  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const { method = "GET", body, query, auth = true, signal } = options;
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";

    let response: Response;
    try {
      response = await doFetch(buildUrl(path, query), {
        method,
        headers,
        credentials: "same-origin",
        signal,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError(messages.networkError, 0);
    }

    const json = await readJson(response);
    if (response.ok) return json;
    if (auth && (response.status === 401 || response.status === 403)) onUnauthorized();
    throw new ApiError(errorMessageFor(response.status, json), response.status);
  }

  /** Like request, then checks the body against the shared contract. */
  async function send<S extends z.ZodType>(schema: S, path: string, options?: RequestOptions) {
    const json = await request(path, options);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ApiError(t("apiClient.notUnderstood"), 200);
    return parsed.data as z.output<S>;
  }

  return {
    request,
    send,
    /** The app wires this once at startup (clear the user, close modals, go to login). */
    setUnauthorizedHandler(handler: () => void) {
      onUnauthorized = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
