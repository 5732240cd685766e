import { AfterSalesError } from "./afterSalesError.js";
import type { AfterSalesLine } from "./withdrawableLine.js";

/** The money of an order the refund of a withdrawal is computed from (grosze). */
export interface RefundOrder {
  readonly lines: readonly Pick<AfterSalesLine, "id" | "qty" | "paidGrosze">[];
  /** The order-level discount (coupon), a positive amount. */
  readonly couponGrosze: number;
  /** What the shopper paid for delivery. */
  readonly deliveryPaidGrosze: number;
  /** The cheapest delivery to an address the shop offered for the order (store pickup does not count). */
  readonly cheapestAddressDeliveryGrosze: number;
}

/** Units of one line. */
export interface LineUnits {
  readonly lineId: number;
  readonly qty: number;
}

/** The refund of one withdrawal. */
export interface WithdrawalRefund {
  /** Per withdrawn line: the units and what they were paid. */
  readonly lines: readonly { readonly lineId: number; readonly qty: number; readonly grosze: number }[];
  /** What the withdrawn units were paid, coupon shared out. */
  readonly goodsGrosze: number;
  /** The delivery cost refunded: only with the withdrawal that completes the whole contract. */
  readonly deliveryGrosze: number;
  readonly totalGrosze: number;
  /** Whether this withdrawal, with the earlier ones, covers every unit of the order. */
  readonly completesOrder: boolean;
}

/** Splits `total` in proportion to `weights` in whole units by largest remainder; ties go to the earlier one. */
function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The price of unit `k` (0-based, in withdrawal order) of a line worth `net` over `qty` units. */
function unitPrice(net: number, qty: number, k: number): number {
  const base = Math.floor(net / qty);
  // the remainder goes to the units withdrawn first: the shopper's favour (after-sales-and-law.md §2)
  return base + (k < net - base * qty ? 1 : 0);
}

function check(field: string, value: number, min = 0): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new AfterSalesError({ reason: "invalid-order", field, value });
  }
}

/**
 * What the units of a line still kept are worth once its first `withdrawnQty` of `qty` units were withdrawn
 * (after-sales-and-law.md §2): the line's value less the withdrawn units' shares, the larger shares going to
 * the units withdrawn first, as the refund counts them — so what is kept and what was refunded add up to the
 * line exactly. The back office shows it for a line whose units were dropped before dispatch. Pure.
 *
 * @throws {AfterSalesError} `invalid-order` for a value or counts that are not whole, or more withdrawn
 * than the line has.
 * @example
 * keptUnitsGrosze(10000, 3, 1); // 6666 (the withdrawn unit was 3334)
 */
export function keptUnitsGrosze(lineGrosze: number, qty: number, withdrawnQty: number): number {
  check("lineGrosze", lineGrosze);
  check("qty", qty, 1);
  check("withdrawnQty", withdrawnQty);
  if (withdrawnQty > qty) {
    throw new AfterSalesError({ reason: "invalid-order", field: "withdrawnQty", value: withdrawnQty });
  }
  let withdrawn = 0;
  for (let k = 0; k < withdrawnQty; k++) withdrawn += unitPrice(lineGrosze, qty, k);
  return lineGrosze - withdrawn;
}

/**
 * What each line was paid after the order-level coupon: the coupon shared over the lines in proportion to
 * their value, in whole grosze by largest remainder, so the shares add up exactly. Pure.
 *
 * @example
 * netLinePrices({ lines: [{ id: 1, qty: 1, paidGrosze: 10000 }, { id: 2, qty: 2, paidGrosze: 5000 }], couponGrosze: 1000, deliveryPaidGrosze: 0, cheapestAddressDeliveryGrosze: 0 }); // [9333, 4667]
 */
export function netLinePrices(order: RefundOrder): number[] {
  order.lines.forEach((line, i) => {
    check(`lines[${i}].qty`, line.qty, 1);
    check(`lines[${i}].paidGrosze`, line.paidGrosze);
  });
  check("couponGrosze", order.couponGrosze);
  const goods = order.lines.reduce((a, l) => a + l.paidGrosze, 0);
  if (order.couponGrosze > goods) {
    throw new AfterSalesError({ reason: "invalid-order", field: "couponGrosze", value: order.couponGrosze });
  }
  const coupon = shareOut(
    order.couponGrosze,
    order.lines.map((l) => l.paidGrosze),
  );
  return order.lines.map((line, i) => line.paidGrosze - (coupon[i] ?? 0));
}

/**
 * The refund of a withdrawal (after-sales-and-law.md §2, art. 32–33): the withdrawn units as paid — a line's
 * value shared over its units and the coupon over the lines, both in whole grosze by largest remainder, the
 * units withdrawn first getting the larger shares — plus, with the withdrawal that completes the whole
 * contract, the delivery paid up to the cheapest delivery to an address. Never more than was paid. Pure.
 *
 * @param earlier - Units of each line withdrawn by earlier withdrawals of the same order.
 * @param now - Units this withdrawal takes back; at most what is left of each line.
 * @throws {AfterSalesError} `invalid-order` for broken money, an unknown line or more units than are left.
 * @example
 * withdrawalRefund({ lines: [{ id: 1, qty: 3, paidGrosze: 10000 }], couponGrosze: 0, deliveryPaidGrosze: 1499, cheapestAddressDeliveryGrosze: 500 }, [], [{ lineId: 1, qty: 3 }]).totalGrosze; // 10500
 */
export function withdrawalRefund(
  order: RefundOrder,
  earlier: readonly LineUnits[],
  now: readonly LineUnits[],
): WithdrawalRefund {
  check("deliveryPaidGrosze", order.deliveryPaidGrosze);
  check("cheapestAddressDeliveryGrosze", order.cheapestAddressDeliveryGrosze);
  const net = netLinePrices(order);
  const count = (list: readonly LineUnits[], field: string) => {
    const units = new Map<number, number>();
    list.forEach((entry, i) => {
      check(`${field}[${i}].qty`, entry.qty);
      if (!order.lines.some((l) => l.id === entry.lineId)) {
        throw new AfterSalesError({
          reason: "invalid-order",
          field: `${field}[${i}].lineId`,
          value: entry.lineId,
        });
      }
      units.set(entry.lineId, (units.get(entry.lineId) ?? 0) + entry.qty);
    });
    return units;
  };
  const before = count(earlier, "earlier");
  const taken = count(now, "now");
  const lines: { lineId: number; qty: number; grosze: number }[] = [];
  let complete = true;
  order.lines.forEach((line, i) => {
    const done = before.get(line.id) ?? 0;
    const qty = taken.get(line.id) ?? 0;
    if (done + qty > line.qty) {
      throw new AfterSalesError({ reason: "invalid-order", field: `now(${line.id}).qty`, value: qty });
    }
    if (done + qty < line.qty) complete = false;
    if (qty === 0) return;
    let grosze = 0;
    for (let k = done; k < done + qty; k++) grosze += unitPrice(net[i] ?? 0, line.qty, k);
    lines.push({ lineId: line.id, qty, grosze });
  });
  const goodsGrosze = lines.reduce((a, l) => a + l.grosze, 0);
  const completesOrder = complete && lines.length > 0;
  const deliveryGrosze = completesOrder
    ? Math.min(order.deliveryPaidGrosze, order.cheapestAddressDeliveryGrosze)
    : 0;
  return { lines, goodsGrosze, deliveryGrosze, totalGrosze: goodsGrosze + deliveryGrosze, completesOrder };
}
