/** The placeholder a carrier's tracking-link template holds where the tracking number goes. */
export const TRACKING_NUMBER_PLACEHOLDER = "{number}";

/**
 * Whether a carrier's tracking-link template can be used: an `https://` URL holding
 * {@link TRACKING_NUMBER_PLACEHOLDER}. Pure.
 *
 * @example
 * isTrackingUrlTemplate("https://inpost.pl/sledzenie-przesylek?number={number}"); // true
 * isTrackingUrlTemplate("http://example.pl/{number}"); // false (not https)
 */
export function isTrackingUrlTemplate(template: string): boolean {
  return (
    template.includes(TRACKING_NUMBER_PLACEHOLDER) &&
    HTTPS_URL.test(template.replaceAll(TRACKING_NUMBER_PLACEHOLDER, "0"))
  );
}

/** `https://`, a host name with a dot, an optional port, then a path, query or fragment without spaces. */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/;

/**
 * The link a shopper follows to track a parcel: the carrier's template with the tracking number,
 * URL-encoded, in place of every {@link TRACKING_NUMBER_PLACEHOLDER}. Pure.
 *
 * @example
 * trackingUrl({ trackingUrlTemplate: "https://inpost.pl/sledzenie-przesylek?number={number}" }, "6200 1234");
 * // "https://inpost.pl/sledzenie-przesylek?number=6200%201234"
 */
export function trackingUrl(
  carrier: { readonly trackingUrlTemplate: string },
  trackingNumber: string,
): string {
  return carrier.trackingUrlTemplate.replaceAll(
    TRACKING_NUMBER_PLACEHOLDER,
    encodeURIComponent(trackingNumber.trim()),
  );
}
