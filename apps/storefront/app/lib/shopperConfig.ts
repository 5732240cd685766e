import { type CheckoutConfig, defaultCheckoutConfig } from "@outlet/checkout";

/**
 * The transactions part of the shop configuration (behaviour.md §1 defaults). The same for every shopper,
 * so it may live in module scope.
 *
 * @example
 * shopperConfig.queues.maxCartBypassAttempts; // 1
 */
export const shopperConfig = {
  cart: {
    synchronize: true,
    synchronizeTotals: true,
    serverMergeByDefault: true,
    serverSyncCanRemoveLocalItems: false,
    serverSyncCanModifyLocalItems: false,
    setConfigurableProductOptions: true,
    minicartCountType: "quantities" as "quantities" | "items",
  },
  stock: { synchronize: true, allowOutOfStockInCart: true },
  queues: { maxNetworkTaskAttempts: 1, maxCartBypassAttempts: 1 },
  users: { autoRefreshTokens: true, loginAfterCreatePassword: true },
  useZeroPriceProduct: true,
  orderHistoryPageSize: 20,
  checkout: {
    ...defaultCheckoutConfig,
    shippingMethods: defaultCheckoutConfig.shippingMethods.map((method) => ({
      ...method,
      method_title: "Kurier",
    })),
  } satisfies CheckoutConfig,
} as const;
