import { z } from "zod";
import { successSchema } from "./envelope.js";
import { stepTokenSchema } from "./sign-in-steps.js";
import { currentUserSchema } from "./users.js";

// WebAuthn passkeys: a second factor after the password, or a sign-in on their own (decision 048).
// The WebAuthn JSON shapes (https://w3c.github.io/webauthn/#dictdef-registrationresponsejson) are
// bounded here so a request can never carry more than an authenticator would send.

/** Passkeys one member may hold. */
export const PASSKEYS_MAX = 20;
export const PASSKEY_NAME_MAX = 60;

export const passkeyNameSchema = z
  .string({ error: "Give the passkey a name" })
  .trim()
  .min(1, "Give the passkey a name")
  .max(PASSKEY_NAME_MAX, `The name is at most ${PASSKEY_NAME_MAX} characters`)
  .regex(/^\P{Cc}*$/u, "The name cannot hold line breaks or control characters");

/** The account's password, asked again before a passkey is added or removed. */
export const passkeyPasswordSchema = z.object({
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(128, "Password must be at most 128 characters"),
});
export type PasskeyPasswordInput = z.input<typeof passkeyPasswordSchema>;

export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyInput = z.input<typeof renamePasskeySchema>;

export const authenticatorTransports = [
  "ble",
  "cable",
  "hybrid",
  "internal",
  "nfc",
  "smart-card",
  "usb",
] as const;
const transportSchema = z.enum(authenticatorTransports);

/** A passkey as its owner sees it: never the key material or the credential id. */
export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** `multiDevice`: synced by a password manager; `singleDevice`: bound to one authenticator. */
  device_type: z.enum(["singleDevice", "multiDevice"]),
  backed_up: z.boolean(),
  transports: z.array(transportSchema),
});
export type Passkey = z.infer<typeof passkeySchema>;

const b64url = (max: number, what: string) =>
  z
    .string({ error: `${what} is missing` })
    .max(max, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]*$/, `${what} is not base64url`);

/** The credential's id: at most 1023 bytes (WebAuthn §5.8.3), so 1364 base64url characters. */
const credentialIdSchema = b64url(1364, "The credential id").min(1, "The credential id is missing");

const credentialCommon = {
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal("public-key", { error: "The credential type must be public-key" }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  /** Ignored (no extension is asked for); accepted because browsers always send the object. */
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).optional(),
};

/** What `navigator.credentials.create()` answers, as @simplewebauthn/browser's startRegistration sends it. */
export const registrationResponseSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: b64url(8192, "clientDataJSON"),
    attestationObject: b64url(65536, "attestationObject"),
    authenticatorData: b64url(16384, "authenticatorData").optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(8192, "publicKey").optional(),
  }),
});
export type RegistrationResponseInput = z.infer<typeof registrationResponseSchema>;

/** What `navigator.credentials.get()` answers, as startAuthentication sends it. */
export const authenticationResponseSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: b64url(8192, "clientDataJSON"),
    authenticatorData: b64url(16384, "authenticatorData"),
    signature: b64url(8192, "signature"),
    userHandle: b64url(128, "userHandle").optional(),
  }),
});
export type AuthenticationResponseInput = z.infer<typeof authenticationResponseSchema>;

export const addPasskeySchema = z.object({
  challenge_token: stepTokenSchema,
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type AddPasskeyInput = z.input<typeof addPasskeySchema>;

const descriptorSchema = z.object({
  id: z.string(),
  type: z.literal("public-key"),
  transports: z.array(transportSchema).optional(),
});
// UserVerificationRequirement and ResidentKeyRequirement take the same three words.
const requirementSchema = z.enum(["discouraged", "preferred", "required"]);

/** The options for `navigator.credentials.create()` (PublicKeyCredentialCreationOptionsJSON). */
export const creationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      residentKey: requirementSchema.optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: requirementSchema.optional(),
    })
    .optional(),
  attestation: z.enum(["direct", "enterprise", "indirect", "none"]).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.enum(["hybrid", "security-key", "client-device"])).optional(),
});

/** The options for `navigator.credentials.get()` (PublicKeyCredentialRequestOptionsJSON). */
export const requestOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptorSchema).optional(),
  timeout: z.number().optional(),
  userVerification: requirementSchema.optional(),
});

/** A ceremony's start: the options for the browser and the step token its answer goes back with. */
export const registrationOptionsSchema = z.object({
  challenge_token: z.string(),
  options: creationOptionsSchema,
});
export const loginOptionsSchema = z.object({ challenge_token: z.string(), options: requestOptionsSchema });
export const registrationOptionsAnswerSchema = successSchema(registrationOptionsSchema);
export const loginOptionsAnswerSchema = successSchema(loginOptionsSchema);

/**
 * POST /api/auth/passkeys/login-options. With `mfa_token` (from a login that asked for a second
 * factor) the passkey finishes that login; without, it is a sign-in of its own.
 */
export const passkeyLoginOptionsInputSchema = z.object({
  mfa_token: stepTokenSchema.optional(),
  remember_me: z.boolean().optional().default(false),
});
export type PasskeyLoginOptionsInput = z.input<typeof passkeyLoginOptionsInputSchema>;

export const passkeyLoginSchema = z.object({
  challenge_token: stepTokenSchema,
  response: authenticationResponseSchema,
});
export type PasskeyLoginInput = z.input<typeof passkeyLoginSchema>;

/** The same answer as a password login: the member, and the app version beside the envelope. */
export const passkeyLoginAnswerSchema = successSchema(currentUserSchema).extend({ appVersion: z.string() });
