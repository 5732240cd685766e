/**
 * The tracking page of a parcel: the carrier's template with `{number}` replaced by the tracking number
 * (URL-encoded), or `null` when the template has no `{number}` or is not an http(s) address. Pure.
 *
 * @example
 * trackingUrl("https://inpost.pl/sledzenie-przesylek?number={number}", "6200 1234"); // "https://inpost.pl/sledzenie-przesylek?number=6200%201234"
 */
export function trackingUrl(template: string, trackingNumber: string): string | null {
  if (!template.includes("{number}") || !/^https?:\/\//.test(template)) return null;
  return template.split("{number}").join(encodeURIComponent(trackingNumber));
}
