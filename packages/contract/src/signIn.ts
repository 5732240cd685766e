// The social sign-in request of api-contract.md §4.4.

/**
 * The body of `POST /api/ext/user/login-token` (api-contract.md §4.4): the provider, its token, and what
 * the provider told the page about the shopper.
 *
 * @example
 * const signIn: ProviderSignInRequest = { type: "google", token: "eyJhbGciOi…" };
 */
export interface ProviderSignInRequest {
  readonly type: "google" | "facebook";
  readonly token: string;
  readonly user_id?: string | undefined;
  readonly email?: string | undefined;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
}
