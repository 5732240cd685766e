import type { OrderDataForTotals, TotalsAddress } from "./checkoutState.js";

/**
 * Which call fetches the payment methods, with its body (behaviour.md §10.2 `syncPaymentMethods`).
 *
 * @example
 * ```ts
 * const plan: PaymentMethodsSyncPlan = planPaymentMethodsSync(orderDataForTotals(state), state.paymentDetails.country);
 * ```
 */
export type PaymentMethodsSyncPlan =
  | {
      readonly call: "shipping-information";
      readonly body: {
        readonly addressInformation: {
          readonly shippingAddress: TotalsAddress & { readonly countryId: string };
          readonly billingAddress: TotalsAddress;
          readonly shippingCarrierCode?: string;
          readonly shippingMethodCode?: string;
        };
      };
    }
  | { readonly call: "payment-methods" };

/**
 * Plans `syncPaymentMethods` (behaviour.md §10.2): with a payment country and a totals country,
 * `POST cart/shipping-information` (camelCase keys, api-contract.md §5.9; carrier and method codes
 * together or not at all) and read `result.payment_methods`; otherwise, or when that list is empty,
 * `GET cart/payment-methods`. Merge the result with {@link mergeServerPaymentMethods}. Pure.
 *
 * @example
 * ```ts
 * const plan = planPaymentMethodsSync(orderDataForTotals(state), state.paymentDetails.country);
 * plan.call; // "shipping-information"
 * ```
 */
export function planPaymentMethodsSync(
  data: OrderDataForTotals,
  paymentCountry: string,
): PaymentMethodsSyncPlan {
  if (!paymentCountry || !data.country) return { call: "payment-methods" };
  const methods =
    data.carrier_code && data.method_code
      ? { shippingCarrierCode: data.carrier_code, shippingMethodCode: data.method_code }
      : {};
  return {
    call: "shipping-information",
    body: {
      addressInformation: {
        shippingAddress: { ...data.shippingAddress, countryId: data.country },
        billingAddress: data.billingAddress,
        ...methods,
      },
    },
  };
}

/**
 * The payment methods of a `shipping-information` answer, or `null` when the list is missing or empty
 * (then `GET cart/payment-methods` follows). Pure.
 *
 * @example
 * ```ts
 * paymentMethodsFromShippingInformation({ payment_methods: [] }); // null
 * ```
 */
export function paymentMethodsFromShippingInformation(result: unknown): unknown[] | null {
  if (typeof result !== "object" || result === null) return null;
  const list = (result as { payment_methods?: unknown }).payment_methods;
  return Array.isArray(list) && list.length > 0 ? list : null;
}
