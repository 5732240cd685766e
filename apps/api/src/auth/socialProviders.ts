import { createPublicKey, type JsonWebKey, verify } from "node:crypto";

/** What a provider vouches for after verifying a token server-side (S16). */
export interface SocialIdentity {
  readonly provider: "google" | "facebook";
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly firstname: string | null;
  readonly lastname: string | null;
}

/**
 * Why a provider refused: `rejected` → 401, `unavailable` → 503.
 *
 * @example
 * throw new SocialSignInError("rejected", "wrong audience");
 */
export class SocialSignInError extends Error {
  override readonly name = "SocialSignInError" as const;
  constructor(
    readonly reason: "rejected" | "unavailable",
    message: string,
  ) {
    super(message);
  }
}

/** Verifies a provider token. */
export interface SocialProvider {
  verify(token: string): Promise<SocialIdentity>;
}

const reject = (why: string): never => {
  throw new SocialSignInError("rejected", why);
};

async function getJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(4000) });
  } catch (error) {
    throw new SocialSignInError("unavailable", `provider unreachable: ${(error as Error).message}`);
  }
  if (response.status >= 500)
    throw new SocialSignInError("unavailable", `provider answered ${response.status}`);
  return { status: response.status, body: await response.json().catch(() => null) };
}

const b64json = (part: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null
      ? (value as Record<string, unknown>)
      : reject("bad token");
  } catch {
    return reject("bad token");
  }
};

/**
 * Google sign-in: verifies an ID token's RS256 signature against the provider's JWKS (cached for an hour),
 * its `aud` (the configured client id), `iss` and `exp` (§4.4).
 *
 * @example
 * const google = createGoogleProvider({ clientId: "123.apps.googleusercontent.com", jwksUrl, now: Date.now });
 */
export function createGoogleProvider(options: {
  clientId: string;
  jwksUrl: string;
  now: () => number;
}): SocialProvider {
  let cache: { at: number; keys: JsonWebKey[] } | null = null;
  const keys = async (): Promise<JsonWebKey[]> => {
    if (cache && options.now() - cache.at < 3_600_000) return cache.keys;
    const { status, body } = await getJson(options.jwksUrl);
    const list = (body as { keys?: unknown } | null)?.keys;
    if (status !== 200 || !Array.isArray(list)) throw new SocialSignInError("unavailable", "no JWKS");
    cache = { at: options.now(), keys: list as JsonWebKey[] };
    return cache.keys;
  };
  return {
    async verify(token) {
      const parts = token.split(".");
      if (parts.length !== 3) reject("not a JWT");
      const [h, p, s] = parts as [string, string, string];
      const header = b64json(h);
      if (header.alg !== "RS256" || typeof header.kid !== "string") reject("unsupported JWT");
      const jwk = (await keys()).find((k) => (k as { kid?: string }).kid === header.kid);
      if (!jwk) reject("unknown key");
      const ok = verify(
        "RSA-SHA256",
        Buffer.from(`${h}.${p}`),
        createPublicKey({ key: jwk as JsonWebKey, format: "jwk" }),
        Buffer.from(s, "base64url"),
      );
      if (!ok) reject("bad signature");
      const claims = b64json(p);
      if (claims.aud !== options.clientId) reject("wrong audience");
      if (claims.iss !== "accounts.google.com" && claims.iss !== "https://accounts.google.com")
        reject("wrong issuer");
      if (typeof claims.exp !== "number" || claims.exp * 1000 <= options.now()) reject("expired");
      if (typeof claims.sub !== "string" || claims.sub === "") reject("no subject");
      return {
        provider: "google",
        subject: claims.sub as string,
        email: typeof claims.email === "string" ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified === true || claims.email_verified === "true",
        firstname: typeof claims.given_name === "string" ? claims.given_name : null,
        lastname: typeof claims.family_name === "string" ? claims.family_name : null,
      };
    },
  };
}

/**
 * Facebook sign-in: checks the user token against the configured app with `debug_token`, then reads the
 * user id, e-mail and names from the Graph API (§4.4). Facebook only returns confirmed e-mails.
 *
 * @example
 * const facebook = createFacebookProvider({ appId, appSecret, graphUrl: "https://graph.facebook.com" });
 */
export function createFacebookProvider(options: {
  appId: string;
  appSecret: string;
  graphUrl: string;
}): SocialProvider {
  return {
    async verify(token) {
      const appToken = `${options.appId}|${options.appSecret}`;
      const debug = await getJson(
        `${options.graphUrl}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`,
      );
      const data = (debug.body as { data?: Record<string, unknown> } | null)?.data;
      if (debug.status !== 200 || !data || data.is_valid !== true || String(data.app_id) !== options.appId)
        reject("invalid token");
      const me = await getJson(
        `${options.graphUrl}/me?fields=id,email,first_name,last_name&access_token=${encodeURIComponent(token)}`,
      );
      const user = me.body as Record<string, unknown> | null;
      if (me.status !== 200 || !user || typeof user.id !== "string" || user.id !== String(data?.user_id))
        reject("user mismatch");
      const u = user as Record<string, unknown>;
      return {
        provider: "facebook",
        subject: u.id as string,
        email: typeof u.email === "string" ? u.email.toLowerCase() : null,
        emailVerified: typeof u.email === "string",
        firstname: typeof u.first_name === "string" ? u.first_name : null,
        lastname: typeof u.last_name === "string" ? u.last_name : null,
      };
    },
  };
}
