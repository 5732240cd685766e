import {
  applyServerTotals,
  canSyncTotals,
  canUpdateMethods,
  isTotalsSyncRequired,
  type OrderDataForTotals,
  planSyncTotals,
  type ServerResponse,
  shippingInformationRequest,
} from "@outlet/cart-merge";
import { toAnswer } from "../../lib/toAnswer";
import type { CartEngine } from "./cartStoreDeps";

/**
 * `syncTotals` (behaviour.md §9.14): plan (`planSyncTotals`), pull the methods first when the plan says
 * so, then the totals or shipping-information call, whose answer is assigned by {@link applyTotalsAnswer}.
 *
 * @example
 * await syncCartTotals(engine, { forceServerSync: true });
 */
export async function syncCartTotals(
  engine: CartEngine,
  options: { forceServerSync?: boolean; methodsData?: OrderDataForTotals } = {},
): Promise<void> {
  const plan = planSyncTotals({
    canSyncTotals: canSyncTotals(engine.getState(), engine.env()),
    totalsSyncRequired: isTotalsSyncRequired(engine.getState()),
    forceServerSync: options.forceServerSync ?? false,
    methodsData: options.methodsData ?? engine.deps.methodsData(),
  });
  if (plan.pullMethods && canUpdateMethods(engine.getState(), engine.env())) {
    await engine.deps.pullMethods().catch((error: unknown) => engine.log("methods sync failed", error));
  }
  if (plan.log) engine.log(plan.log);
  if (!plan.request) return;
  const client = await engine.deps.client();
  const answer =
    plan.request.type === "totals"
      ? await toAnswer(client.cart.totals())
      : await toAnswer(
          client.cart.shippingInformation(shippingInformationRequest(plan.request.addressInformation)),
        );
  applyTotalsAnswer(engine, answer);
}

/**
 * Assigns a totals answer of the server (`applyServerTotals`) and hands its payment methods to the checkout.
 *
 * @example
 * applyTotalsAnswer(engine, { code: 200, result: totals });
 */
export function applyTotalsAnswer(engine: CartEngine, answer: ServerResponse): void {
  const outcome = applyServerTotals(answer, { now: engine.deps.now() });
  if (!outcome.ok) {
    engine.log("totals sync failed", answer.result);
    return;
  }
  engine.dispatch(outcome.actions);
  if (outcome.paymentMethods && canUpdateMethods(engine.getState(), engine.env()))
    engine.deps.mergePaymentMethods(outcome.paymentMethods);
}
