import type { CartCommand } from "./cartCommand.js";

/**
 * Plans the re-authorisation after login (behaviour §9.16, transactions §4). Pure. With a coupon:
 * remove it without a totals sync, connect with the customer's token and merge with quantities summed
 * (`connect` leads to `sync({forceClientState: false, dryRun: !serverMergeByDefault, mergeQty: true})`),
 * then re-apply it. Run the commands in order, awaiting each.
 *
 * @example
 * planAuthorize({ code: "LATO10" }).map((c) => c.type); // ["removeCoupon", "connect", "applyCoupon"]
 * planAuthorize(false).map((c) => c.type); // ["connect"]
 */
export function planAuthorize(
  coupon: { readonly code: string } | false | null | undefined,
): readonly CartCommand[] {
  const code = coupon ? coupon.code : "";
  const connect: CartCommand = { type: "connect", guestCart: false, forceClientState: false, mergeQty: true };
  if (!code) return [connect];
  return [{ type: "removeCoupon", sync: false }, connect, { type: "applyCoupon", code }];
}
