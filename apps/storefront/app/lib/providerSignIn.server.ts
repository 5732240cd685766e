import type { ProviderSignInRequest } from "@outlet/contract";

const OPTIONAL_FIELDS = ["user_id", "email", "firstName", "lastName"] as const;

/**
 * The social sign-in request of a posted `/session/provider` body (api-contract.md §4.4), or null when the
 * body is not one: a provider other than Google or Facebook, no token, or an optional field that is not
 * text. The API checks the values again; this only takes the body's fields as the contract types them.
 * Pure.
 *
 * @example
 * providerSignIn({ type: "google", token: "eyJ…" }); // { type: "google", token: "eyJ…" }
 * providerSignIn({ type: "twitter", token: "x" }); // null
 */
export function providerSignIn(body: unknown): ProviderSignInRequest | null {
  if (typeof body !== "object" || body === null) return null;
  const fields = body as Readonly<Record<string, unknown>>;
  const { type, token } = fields;
  if ((type !== "google" && type !== "facebook") || typeof token !== "string") return null;
  const request: { -readonly [K in keyof ProviderSignInRequest]: ProviderSignInRequest[K] } = { type, token };
  for (const name of OPTIONAL_FIELDS) {
    const value = fields[name];
    if (value === undefined) continue;
    if (typeof value !== "string") return null;
    request[name] = value;
  }
  return request;
}
