import type { Transport } from "./outbox-types";

/**
 * Sends one outbox write with fetch. An answer that is not our server's (a redirect was followed, or
 * the body is not JSON: a captive portal, a proxy's page) throws like a network failure, so the entry
 * waits and goes again under its key.
 */
export const fetchTransport: Transport = async ({ method, path, body, idempotencyKey }) => {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      "Idempotency-Key": idempotencyKey,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get("Content-Type") ?? "";
  if (response.redirected || !/\bjson\b/i.test(type)) throw new TypeError("Not the server's answer");
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    throw new TypeError("Not the server's answer");
  }
  return { status: response.status, json };
};
