import { z } from "zod";

// OpenID Connect single sign-on (decision 049): the login page's settings, the start and callback
// query strings, the member's linked identities and the short codes a failed sign-in comes back with.

/** GET /api/auth/oidc: whether the button shows, its label, and whether passwords are refused. */
export const oidcSettingsSchema = z.object({
  enabled: z.boolean(),
  /** "Continue with <name>". */
  name: z.string(),
  /** OIDC_ONLY: the password forms are hidden and refused by the server. */
  only: z.boolean(),
});
export type OidcSettings = z.infer<typeof oidcSettingsSchema>;

/** A browser navigation's query string; the app sends `remember_me=true` or nothing. */
export const oidcStartQuerySchema = z.object({
  remember_me: z.enum(["true", "false"], { error: "remember_me must be true or false" }).optional(),
  /** Where to land after the sign-in; anything but a path on this site lands on the default page. */
  return_to: z.string().max(2000, "return_to must be at most 2000 characters").optional(),
});
export type OidcStartQuery = z.input<typeof oidcStartQuerySchema>;

const callbackValue = (name: string, max: number) =>
  z.string({ error: `${name} must be given once` }).max(max, `${name} must be at most ${max} characters`);

/**
 * What the provider sends back (RFC 6749 §4.1.2, RFC 9207's `iss`). Every field is optional here: a
 * missing code or state is a failed sign-in the login page explains, not a 400. Other parameters a
 * provider adds (session_state) are ignored by this schema and still reach the token exchange.
 */
export const oidcCallbackQuerySchema = z.object({
  code: callbackValue("code", 2000).optional(),
  state: callbackValue("state", 200).optional(),
  iss: callbackValue("iss", 2000).optional(),
  error: callbackValue("error", 200).optional(),
  error_description: callbackValue("error_description", 2000).optional(),
});

/** One link between the member's account and a provider's subject (the subject itself stays private). */
export const oidcIdentitySchema = z.object({
  id: z.number().int(),
  issuer: z.string(),
  /** The e-mail the provider vouched for when the link was made. */
  email: z.string().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type OidcIdentity = z.infer<typeof oidcIdentitySchema>;

/**
 * Why a single sign-on came back to /login?sso_error=<code>. The server picks the code; the login page
 * shows the sentence (an unknown code, from a newer server, shows the generic one).
 */
export const ssoErrorMessages = {
  cancelled: "The sign-in was cancelled at the provider. Try again when you are ready.",
  expired: "The sign-in took too long or was already used. Please start again.",
  other_browser: "This sign-in was started in another browser or window. Please start again here.",
  failed: "The provider's answer could not be checked. Please try again.",
  unavailable: "The sign-in provider cannot be reached right now. Please try again later.",
  unverified:
    "Your provider has not verified your e-mail address, so it cannot sign you in here. Verify it with the provider, or log in with your password.",
  no_email: "Your provider did not share an e-mail address, which this site needs to sign you in.",
  disabled: "This account has been disabled. Please contact the administrator.",
  protected:
    "An account with this e-mail uses two-factor sign-in or is an administrator's, so it is not linked to the provider automatically. Log in with your password.",
  too_many: "Too many sign-in attempts. Please wait a few minutes and try again.",
} as const;
export type SsoErrorCode = keyof typeof ssoErrorMessages;

export function ssoErrorText(code: string): string {
  return Object.hasOwn(ssoErrorMessages, code)
    ? ssoErrorMessages[code as SsoErrorCode]
    : "The single sign-on did not work. Please try again.";
}

/**
 * `value` when it is a path on this site ("/dashboard?x=1"), else undefined: never another origin
 * ("//evil.test", "/\\evil.test" that browsers read as "//"), a scheme, or a control character.
 */
export function localReturnPath(value: string | undefined | null): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith("/")) return undefined;
  if (value[1] === "/" || value[1] === "\\") return undefined;
  // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}

/** OIDC_ONLY's answer to a password login, signup or reset: the provider is the way in. */
export const passwordsOffMessage = (providerName: string) =>
  `Passwords are turned off on this site: use "Continue with ${providerName}" to sign in.`;

/** The web page a successful sign-on lands on: it records the login on the device, then goes on. */
export const OIDC_LANDING_PATH = "/login/sso";
