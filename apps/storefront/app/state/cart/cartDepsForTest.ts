import type { Client } from "@outlet/transport";
import type { CartStoreDeps } from "./cartStoreDeps";

/**
 * The cart's dependencies in a unit test: no storage, a client that answers nothing, online, a fixed clock,
 * notifications dropped; `extra` replaces any of them. Test support only (imported by `*.test.ts`).
 *
 * @example
 * const deps = cartDepsForTest({ collection: () => memoryCollection });
 */
export function cartDepsForTest(extra: Partial<CartStoreDeps> = {}): CartStoreDeps {
  return {
    client: async () => ({}) as Client,
    collection: () => null,
    now: () => 1_763_719_200_000,
    online: () => true,
    isClient: true,
    notify: () => {},
    inCheckout: () => false,
    externalCheckout: false,
    methodsData: () => ({ country: "PL", method_code: null, carrier_code: null, payment_method: null }),
    pullMethods: async () => {},
    mergePaymentMethods: () => {},
    resolveProduct: async () => null,
    ...extra,
  };
}
