/** What an order charged, in grosze: its goods (after discounts), its delivery and a cash-on-delivery fee. */
export interface OrderCharges {
  readonly goodsGrosze: number;
  readonly deliveryGrosze: number;
  readonly codFeeGrosze: number;
}

const grosze = (value: unknown): number => Math.round(Number(value ?? 0) * 100);

/**
 * The charges of a stored order document (its totals and the payment fee's segment). Pure.
 *
 * @example
 * orderCharges(doc); // { goodsGrosze: 22999, deliveryGrosze: 500, codFeeGrosze: 500 }
 */
export function orderCharges(doc: Record<string, unknown>): OrderCharges {
  const segments = (doc.total_segments ?? []) as readonly { code?: string; value?: number }[];
  const deliveryGrosze = grosze(doc.shipping_incl_tax);
  const codFeeGrosze = grosze(segments.find((s) => s.code === "payment")?.value);
  // the grand total is what the goods cost after discounts and after units dropped before dispatch
  return {
    goodsGrosze: grosze(doc.grand_total) - deliveryGrosze - codFeeGrosze,
    deliveryGrosze,
    codFeeGrosze,
  };
}
