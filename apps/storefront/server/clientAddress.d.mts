/** Parses `TRUST_PROXY`: the addresses of reverse proxies in front of the storefront. */
export function trustedProxies(raw: string | undefined): readonly string[];
/** The shopper's address: the socket peer, or the right-most untrusted X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: readonly string[],
): string | undefined;
