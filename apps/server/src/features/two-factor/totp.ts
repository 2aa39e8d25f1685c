import { createHash, randomBytes, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@topset/shared";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const ISSUER = "Topset";
const PERIOD = 30;

/** The 20-byte seed RFC 4226 recommends (160 bits, SHA-1's block), base32 as apps take it. */
export function newTotpSeed(): string {
  return new Secret({ buffer: new Uint8Array(randomBytes(20)).buffer }).base32;
}

const totpFor = (seed: string, label = "") =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(seed),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
  });

/** The otpauth:// URI and its QR code (an SVG data URL: the CSP allows data: images, nothing is fetched). */
export async function enrolmentOf(seed: string, email: string) {
  const uri = totpFor(seed, email).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * The 30-second step a 6-digit code belongs to, one step either side of now for a phone's clock drift,
 * or undefined when it matches none. The caller still has to take the step (each works once).
 */
export function stepOfCode(seed: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(seed).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

// Crockford's base32 alphabet: no i, l, o or u, so a code read aloud or copied by hand is not misread.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** "4f7k-9q2m-x8": 10 random characters of 32 (50 bits), grouped to be read and typed. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** The code as stored and compared: lower case, no spaces or dashes, misread letters mapped back. */
export function normalizeRecoveryCode(code: string): string {
  return code
    .toLowerCase()
    .replace(/[\s-]+/g, "")
    .replace(/o/g, "0")
    .replace(/[il]/g, "1");
}

/** Codes have 50 random bits each, so SHA-256 is enough to store them (no password hash needed). */
export const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  const list = [...codes];
  return { codes: list, hashes: list.map(hashRecoveryCode) };
}
