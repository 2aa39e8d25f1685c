import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type { AuthenticationResponseInput, RegistrationResponseInput } from "@topset/shared";

/**
 * A software WebAuthn authenticator for server tests: an ES256 key pair from node:crypto, "none"
 * attestation, assertions signed over authenticatorData || SHA-256(clientDataJSON) (WebAuthn §6.1,
 * §6.5, §7). What a browser and a platform authenticator would send, built by hand, so the server's
 * checks meet real bytes. CBOR is encoded here too (the few types an authenticator writes).
 */

const FLAG = { UP: 0x01, UV: 0x04, AT: 0x40 } as const;

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64 = (data: Buffer) => data.toString("base64url");

export type SoftCredential = {
  id: Buffer;
  privateKey: KeyObject;
  /** COSE_Key (EC2, ES256, P-256) as the authenticator reports it. */
  cosePublicKey: Buffer;
  rpId: string;
  /** The user handle the credential was made for (base64url), returned by discoverable assertions. */
  userHandle: string;
  counter: number;
};

type Ceremony = {
  /** What the browser writes as the page's origin (default: the test app's). */
  origin?: string;
  /** Which RP ID's hash goes into authenticatorData (default: the credential's). */
  rpId?: string;
  /** User verified (PIN, biometrics); default true. */
  userVerified?: boolean;
};

/** A fresh credential for `rpId`, as `navigator.credentials.create()` would make it. */
export function makeCredential(rpId = "localhost", userHandle = ""): SoftCredential {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cosePublicKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  return { id: randomBytes(32), privateKey, cosePublicKey, rpId, userHandle, counter: 0 };
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** The answer to registration options (`none` attestation); the credential keeps the user handle. */
export function attest(
  cred: SoftCredential,
  options: { challenge: string; user?: { id: string } },
  ceremony: Ceremony & { transports?: string[] } = {},
): RegistrationResponseInput {
  if (options.user) cred.userHandle = options.user.id;
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(cred.id.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, cred.id, cred.cosePublicKey]);
  const flags = FLAG.UP | FLAG.AT | (ceremony.userVerified === false ? 0 : FLAG.UV);
  const authData = authenticatorData(ceremony.rpId ?? cred.rpId, flags, cred.counter, attested);
  const attestationObject = cbor(
    new Map<Cbor, Cbor>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  );
  return {
    id: b64(cred.id),
    rawId: b64(cred.id),
    type: "public-key",
    authenticatorAttachment: "platform",
    clientExtensionResults: { credProps: { rk: true } },
    response: {
      clientDataJSON: b64(
        clientData("webauthn.create", options.challenge, ceremony.origin ?? "http://localhost:3000"),
      ),
      attestationObject: b64(attestationObject),
      transports: ceremony.transports ?? ["internal", "hybrid"],
    },
  };
}

/**
 * The answer to login options, signed with the credential's key. The counter goes up by one unless
 * `counter` names the value to report (a replay or a cloned authenticator).
 */
export function assert(
  cred: SoftCredential,
  options: { challenge: string },
  ceremony: Ceremony & { counter?: number; userHandle?: string | null } = {},
): AuthenticationResponseInput {
  cred.counter = ceremony.counter ?? cred.counter + 1;
  const flags = FLAG.UP | (ceremony.userVerified === false ? 0 : FLAG.UV);
  const authData = authenticatorData(ceremony.rpId ?? cred.rpId, flags, cred.counter);
  const data = clientData("webauthn.get", options.challenge, ceremony.origin ?? "http://localhost:3000");
  const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), cred.privateKey);
  const handle = ceremony.userHandle === undefined ? cred.userHandle : ceremony.userHandle;
  return {
    id: b64(cred.id),
    rawId: b64(cred.id),
    type: "public-key",
    authenticatorAttachment: "platform",
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64(data),
      authenticatorData: b64(authData),
      signature: b64(signature),
      ...(handle ? { userHandle: handle } : {}),
    },
  };
}
