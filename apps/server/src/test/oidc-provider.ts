import { generateKeyPairSync } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { ORIGIN, unique } from "./harness.js";

/**
 * A real OpenID Connect provider for the single sign-on tests (decision 049): oidc-provider, the
 * certified implementation from the npm registry, on 127.0.0.1 and a free port. One confidential client
 * whose redirect URI is the test app's callback, PKCE required, and a sign-in step a test drives with
 * plain HTTP (no browser): `signIn` follows the authorization URL, signs in as one of the accounts,
 * grants the scopes and answers the redirect back to the app, code and state included.
 */

/** What the provider says about one of its accounts. */
export type ProviderAccount = {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  name?: string;
};

export type TestProvider = {
  issuer: string;
  /** The variables that configure the app for this provider (pass to createTestApp). */
  env: Record<string, string>;
  /** A verified e-mail, an unverified one: unique per start, so runs on a kept database do not meet. */
  accounts: { verified: string; unverified: string };
  /** A new account at the provider under `sub`, e.g. with the e-mail of an existing Topset member. */
  addAccount(sub: string, claims: ProviderAccount): void;
  /** What the provider says about `sub`. */
  account(sub: string): ProviderAccount;
  /**
   * Signs in at the provider as `sub`, from the authorization URL the app redirected to, and returns the
   * provider's redirect back to the app. `deny`: the person cancels instead (error=access_denied).
   */
  signIn(authorizationUrl: string, sub: string, opts?: { deny?: boolean }): Promise<URL>;
  close(): Promise<void>;
};

export const CALLBACK_URL = `${ORIGIN}/api/auth/oidc/callback`;

/** A tiny cookie jar: the provider ties its sign-in steps together with cookies. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    keep(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startOidcProvider(
  opts: { claimsInIdToken?: boolean; redirectUri?: string } = {},
): Promise<TestProvider> {
  const clientId = "topset-test";
  const clientSecret = `secret-${unique()}`;
  const suffix = unique("");
  const accounts = new Map<string, ProviderAccount>([
    [
      "verified-1",
      { email: `sso-${suffix}@provider.test`, email_verified: true, preferred_username: "Jane.Doe" },
    ],
    ["unverified-1", { email: `unverified-${suffix}@provider.test`, email_verified: false }],
  ]);

  // NOTE: the handler reads `provider`, made once the port (and so the issuer) is known; no request
  // can arrive before this function returns.
  const server = http.createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const login = /^\/interaction\/([\w-]+)\/login$/.exec(req.url ?? "");
    const page = /^\/interaction\/([\w-]+)$/.exec(req.url ?? "");
    // A sign-in page for a real browser (screenshots, trying the flow by hand): the account's subject.
    if (page && req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void res.end(
        `<!doctype html><title>Test provider</title><form method="post" action="/interaction/${page[1]}/login">` +
          `<label>Account <input name="sub" value="verified-1"></label> <button>Sign in</button></form>`,
      );
    }
    if (!login || req.method !== "POST") return provider.callback()(req, res);
    // The sign-in form's answer: the account, and consent to every scope the app asked for.
    const form = await readForm(req);
    const details = await provider.interactionDetails(req, res);
    if (form.get("deny") === "true") {
      return provider.interactionFinished(
        req,
        res,
        { error: "access_denied" },
        { mergeWithLastSubmission: false },
      );
    }
    const accountId = form.get("sub") ?? "";
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri ?? CALLBACK_URL],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, sub: string) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ sub, ...claims }) } : undefined;
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "preferred_username"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256", kid: "test" }] },
    cookies: { keys: [`cookie-${unique()}`] },
    // Lifetimes set, so the library does not print a notice per artefact.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
    },
    // The library's default (true) keeps e-mail and profile claims for userinfo, as some providers do;
    // most put them in the ID token too, which is what the tests get unless they ask otherwise.
    conformIdTokenClaims: opts.claimsInIdToken === false,
  });

  async function signIn(authorizationUrl: string, sub: string, { deny = false } = {}): Promise<URL> {
    const jar = cookieJar();
    const step = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(new URL(url, issuer), {
        ...init,
        redirect: "manual",
        headers: { cookie: jar.header(), ...init.headers },
      });
      jar.keep(res);
      const location = res.headers.get("location");
      if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
      return location;
    };
    const interaction = await step(authorizationUrl);
    const resume = await step(`${interaction}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(deny ? { deny: "true" } : { sub }).toString(),
    });
    return new URL(await step(resume));
  }

  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    accounts: { verified: "verified-1", unverified: "unverified-1" },
    addAccount: (sub, claims) => void accounts.set(sub, claims),
    account: (sub) => accounts.get(sub) ?? {},
    signIn,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
