/**
 * The cookie telling the server how many lines the browser's cart had (issue 32): the cart page's
 * server render draws that many placeholder lines, so the page neither says "Twój koszyk jest pusty." nor
 * jumps while the browser loads the cart. Not a secret: a count only, read by no one else.
 */
export const CART_LINES_COOKIE = "outlet_cart_lines";

/** The most placeholder lines drawn. */
export const MAX_HINTED_LINES = 10;

/**
 * The number of placeholder lines for a cookie value: 0–10, 1 when unknown.
 *
 * @example
 * hintedLines("3"); // 3
 * hintedLines(""); // 1
 */
export function hintedLines(value: string): number {
  const count = Number.parseInt(value, 10);
  if (!Number.isFinite(count) || count < 0) return 1;
  return Math.min(count, MAX_HINTED_LINES);
}
