import { createHmac, timingSafeEqual } from "node:crypto";
import { WEBHOOK_TOLERANCE_SECONDS } from "@topset/shared";

// `Topset-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The timestamp is
// inside what is signed, so a captured delivery replayed later fails the receiver's tolerance check.

const hmacHex = (secret: string, t: number, body: string) =>
  createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");

export function signatureHeader(secret: string, body: string, t: number): string {
  return `t=${t},v1=${hmacHex(secret, t, body)}`;
}

/**
 * What a receiver does (the decision and the settings page describe it): read `t` and every `v1`, refuse
 * a `t` more than the tolerance away from its clock, and compare the HMAC in constant time.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, t, body), "hex");
  return parts
    .filter(([k, v]) => k === "v1" && v && /^[0-9a-f]{64}$/.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v!, "hex"), expected));
}
