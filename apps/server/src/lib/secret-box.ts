import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";

type KeySource = Pick<Config, "secretKey" | "dataDir">;

const keys = new Map<string, Buffer>();

/**
 * The key that seals stored secrets (TOTP seeds, webhook signing keys): SECRET_KEY when the operator
 * sets it (needed when copies on several machines share one database), else DATA_DIR/secret.key,
 * made once with 32 random bytes and readable by the owner only. A database dump alone then holds
 * no usable secret.
 */
function keyFor(source: KeySource): Buffer {
  const id = source.secretKey ? `env:${source.secretKey}` : `file:${source.dataDir}`;
  const known = keys.get(id);
  if (known) return known;
  const key = source.secretKey
    ? createHash("sha256").update(source.secretKey).digest()
    : createHash("sha256").update(readOrMakeKeyFile(source.dataDir)).digest();
  keys.set(id, key);
  return key;
}

function readOrMakeKeyFile(dataDir: string): string {
  const file = path.join(dataDir, "secret.key");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: two copies starting at once cannot both write; the loser reads the winner's key.
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return fs.readFileSync(file, "utf8").trim();
}

const VERSION = "v1";

/** AES-256-GCM with a fresh 12-byte nonce: `v1.<base64url(nonce | tag | ciphertext)>`. */
export function sealSecret(source: KeySource, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(source), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The plain secret; throws when the value was sealed with another key or changed. */
export function openSecret(source: KeySource, sealed: string): string {
  const [version, payload] = sealed.split(".");
  if (version !== VERSION || !payload) throw new Error("Unknown sealed-secret format");
  const raw = Buffer.from(payload, "base64url");
  if (raw.length < 28) throw new Error("Sealed secret too short");
  // A full 16-byte tag only: a shortened one would be easier to forge.
  const decipher = createDecipheriv("aes-256-gcm", keyFor(source), raw.subarray(0, 12), {
    authTagLength: 16,
  });
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
