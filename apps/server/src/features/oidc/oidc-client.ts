import * as client from "openid-client";
import type { OidcSettings } from "../../config.js";

/** What Topset reads of the provider's answer about the person signing in. */
export type OidcClaims = {
  /** The issuer the ID token names (checked against discovery): with `sub`, the person's identity. */
  iss: string;
  sub: string;
  email?: string;
  /** Only a literal `true` counts: a provider that does not say it verified the address did not. */
  emailVerified: boolean;
  preferredUsername?: string;
  name?: string;
};

/** What one sign-in keeps between the start and the callback (in its auth_challenges row). */
export type OidcChecks = { state: string; nonce: string; verifier: string };

/** A new attempt's secrets: the nonce the ID token must repeat, the PKCE verifier the token call proves. */
export const freshChecks = () => ({ nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() });

/** The provider could not be reached (discovery, token or userinfo endpoint), as opposed to a bad answer. */
export class OidcUnavailableError extends Error {}

const SCOPE = "openid email profile";
/** Discovery is cached; it is fetched again after this, so a provider's new endpoints are picked up. */
const DISCOVERY_TTL_MS = 60 * 60_000;
const TIMEOUT_SECONDS = 10;

/**
 * openid-client refuses plain http. A provider started beside the app for tests or development on this
 * machine is the one exception: an http issuer anywhere else stays refused (the code and tokens would
 * cross the network in clear).
 */
export function mayUseHttp(issuer: URL): boolean {
  if (issuer.protocol !== "http:") return false;
  const host = issuer.hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : undefined);

function readClaims(source: Record<string, unknown>, token: { iss: string; sub: string }): OidcClaims {
  return {
    iss: token.iss,
    sub: token.sub,
    email: text(source.email),
    emailVerified: source.email_verified === true,
    preferredUsername: text(source.preferred_username),
    name: text(source.name),
  };
}

/** Network failures and timeouts, as openid-client surfaces them from fetch. */
function isUnreachable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === "TimeoutError" || err.name === "AbortError") return true;
  if (err instanceof TypeError && /fetch/i.test(err.message)) return true;
  const cause = (err as { cause?: unknown }).cause;
  return cause !== err && isUnreachable(cause);
}

/** One configured provider: discovery (cached), the authorization URL, and the code exchange. */
export function createOidcClient(settings: OidcSettings, redirectUri: string) {
  const issuer = new URL(settings.issuer);
  let cached: { at: number; config: Promise<client.Configuration> } | undefined;

  function configuration(): Promise<client.Configuration> {
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const config = client.discovery(
      issuer,
      settings.clientId,
      { client_secret: settings.clientSecret, redirect_uris: [redirectUri], response_types: ["code"] },
      // client_secret_basic: the default of OpenID Connect's discovery (RFC 8414 §2), so every provider has it.
      client.ClientSecretBasic(settings.clientSecret),
      {
        timeout: TIMEOUT_SECONDS,
        ...(mayUseHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
    const entry = { at: Date.now(), config };
    cached = entry;
    // A failed discovery is not kept: the next sign-in asks again.
    config.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return config;
  }

  async function reach<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUnreachable(err))
        throw new OidcUnavailableError("the provider cannot be reached", { cause: err });
      throw err;
    }
  }

  return {
    /** The provider's sign-in page for this attempt: code flow, PKCE S256, state and nonce. */
    async authorizationUrl(checks: OidcChecks): Promise<URL> {
      const config = await reach(configuration);
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: "code",
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: "S256",
      });
    },

    /**
     * Exchanges the code; openid-client checks the state, the issuer (RFC 9207), the ID token's signature,
     * audience, expiry and nonce, and sends the PKCE verifier. Claims missing from the ID token (a
     * provider may keep them for userinfo) are read from the userinfo endpoint for the same subject.
     */
    async exchange(callbackUrl: URL, checks: OidcChecks): Promise<OidcClaims> {
      const config = await reach(configuration);
      const tokens = await reach(() =>
        client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        }),
      );
      const idToken = tokens.claims();
      if (!idToken) throw new Error("the provider sent no ID token");
      if (text(idToken.email) || !config.serverMetadata().userinfo_endpoint) {
        return readClaims(idToken, idToken);
      }
      const info = await reach(() => client.fetchUserInfo(config, tokens.access_token, idToken.sub));
      return readClaims({ ...idToken, ...info }, idToken);
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
