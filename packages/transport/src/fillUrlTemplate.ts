/**
 * Values for the `{{name}}` placeholders of a URL template (api-contract §1.5).
 *
 * @example
 * const values: TemplateValues = { cartId: 1042, coupon: "LATO10", token: null };
 */
export type TemplateValues = Readonly<Record<string, string | number | null | undefined>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * Strict URI component encoding: `encodeURIComponent` plus `!'()*` (behaviour §7.11), so a substituted
 * value can never add a path segment, a query parameter or a fragment. Pure.
 *
 * @example
 * encodeStrict("LATO 10/%&(x)") // "LATO%2010%2F%25%26%28x%29"
 */
export function encodeStrict(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The placeholder names a template uses, in order of first appearance. Pure.
 *
 * @example
 * templatePlaceholders("/api/cart/pull?token={{token}}&cartId={{cartId}}") // ["token", "cartId"]
 */
export function templatePlaceholders(template: string): readonly string[] {
  const names: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Replaces every occurrence of every `{{name}}` placeholder with its URL-encoded value (api-contract §1.5,
 * decision: every substituted value is encoded; behaviour §11.3: all occurrences). A missing, `null` or
 * `undefined` value becomes the empty string, as the spec does for `{{token}}` without a token. Pure.
 *
 * @example
 * fillUrlTemplate("/api/cart/apply-coupon?cartId={{cartId}}&coupon={{coupon}}", { cartId: "aZ3", coupon: "LATO 10" })
 * // "/api/cart/apply-coupon?cartId=aZ3&coupon=LATO%2010"
 */
export function fillUrlTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === null || value === undefined ? "" : encodeStrict(String(value));
  });
}
