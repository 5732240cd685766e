// The shopper's address as the storefront's server sees it (api-contract S9), for the API's per-client budgets.

/** @param {string} ip */
const normalise = (ip) => (ip.startsWith("::ffff:") ? ip.slice(7) : ip).trim();

/**
 * Parses `TRUST_PROXY` (comma-separated addresses of reverse proxies in front of the storefront).
 * Empty or unset: no proxy is trusted and the socket address is the shopper's.
 *
 * @param {string | undefined} raw
 * @returns {readonly string[]}
 * @example trustedProxies("10.0.0.2, 10.0.0.3") // ["10.0.0.2", "10.0.0.3"]
 */
export function trustedProxies(raw) {
  return (raw ?? "")
    .split(",")
    .map(normalise)
    .filter((entry) => entry !== "");
}

/**
 * The shopper's address: the socket peer, or — when the peer is a trusted proxy — the right-most
 * `X-Forwarded-For` entry that is not itself a trusted proxy (the same rule as the API's `clientIp`).
 * A header sent by anybody else is ignored, so a shopper cannot choose the address counted against them.
 *
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {readonly string[]} trusted
 * @returns {string | undefined}
 * @example clientAddress("::ffff:203.0.113.7", "1.2.3.4", []) // "203.0.113.7"
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  if (socketAddress === undefined) return undefined;
  const peer = normalise(socketAddress);
  if (!trusted.includes(peer)) return peer;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map(normalise)
    .filter((hop) => hop !== "");
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = /** @type {string} */ (chain[i]);
    if (!trusted.includes(hop)) return hop;
  }
  return peer;
}
