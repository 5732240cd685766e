import type { CartAction } from "./cartReducer.js";
import { isSuccess, responseStatus } from "./isSuccess.js";
import type { PaymentMethod, PlatformTotals, ServerResponse, TotalSegment } from "./types.js";

/**
 * The outcome of {@link applyServerTotals}.
 *
 * @example
 * const outcome: ServerTotalsOutcome = { ok: false, reason: "bad-status", status: 404 };
 */
export type ServerTotalsOutcome =
  | {
      readonly ok: true;
      readonly actions: readonly CartAction[];
      /** `result.payment_methods`, for the checkout to merge as server methods when `canUpdateMethods`. */
      readonly paymentMethods: readonly PaymentMethod[] | null;
    }
  | { readonly ok: false; readonly reason: "bad-status"; readonly status: number | string | null };

function parseOptions(options: unknown): unknown {
  if (typeof options !== "string") return options;
  try {
    return JSON.parse(options);
  } catch {
    return options;
  }
}

/**
 * Maps the answer of `GET cart/totals` or `POST cart/shipping-information` (behaviour §9.14
 * `overrideServerTotals` steps 2–7). Pure. A status other than 200 stops (the caller logs it). Otherwise
 * `totals = result.totals || result`; each totals item, with `options` parsed when it is a JSON string,
 * updates its line by `server_item_id` with `{server_item_id, totals, qty}` — **the server quantity
 * overwrites the local one** — then UPD_TOTALS and MARK_TOTALS_SYNC(now).
 *
 * @example
 * const outcome = applyServerTotals({ code: 200, result: { grand_total: 10, items: [{ item_id: 5, qty: 2 }], total_segments: [] } }, { now: 1000 });
 * outcome.ok && outcome.actions.map((a) => a.type); // ["updateProps", "updateTotals", "markTotalsSync"]
 */
export function applyServerTotals(
  response: ServerResponse<unknown> | null | undefined,
  context: { readonly now: number },
): ServerTotalsOutcome {
  if (!isSuccess(response)) return { ok: false, reason: "bad-status", status: responseStatus(response) };
  const result = (response?.result ?? {}) as { totals?: PlatformTotals; payment_methods?: PaymentMethod[] };
  const totals = (result.totals || result) as PlatformTotals;
  const itemsAfterPlatformTotals: Record<string, unknown> = {};
  const actions: CartAction[] = [];
  for (const raw of totals.items ?? []) {
    const item: Readonly<Record<string, unknown>> = { ...raw, options: parseOptions(raw.options) };
    const itemId = item.item_id as string | number;
    itemsAfterPlatformTotals[String(itemId)] = item;
    actions.push({
      type: "updateProps",
      product: { server_item_id: itemId },
      props: { server_item_id: itemId, totals: item, qty: item.qty },
    });
  }
  const segments = (totals.total_segments ?? null) as readonly TotalSegment[] | null;
  actions.push(
    { type: "updateTotals", itemsAfterPlatformTotals, totals, platformTotalSegments: segments },
    { type: "markTotalsSync", now: context.now },
  );
  return {
    ok: true,
    actions,
    paymentMethods: Array.isArray(result.payment_methods) ? result.payment_methods : null,
  };
}
