import { browserRuntime } from "../../lib/browserRuntime";
import { createShopServices } from "./createShopServices";
import { registerShopServicesFactory, type ShopServicesFactory } from "./shopRegistry";

/**
 * The shopper code's entry: the cart, session, checkout, wishlist, compare and newsletter stores with the
 * transport client, the queue and the offline storage. Loaded with a dynamic `import()` after hydration by
 * `ShopProvider` (catalogue pages), or statically by every module that calls `useShop()` (shopper pages,
 * whose first render needs the stores). Evaluating it registers the factory (a deliberate module side
 * effect: it is what makes the services available synchronously to the pages that import it).
 *
 * @example
 * const { shopServicesFactory } = await import("./shopServicesEntry");
 */
export const shopServicesFactory: ShopServicesFactory = (input) =>
  createShopServices({ ...input, runtime: typeof window === "undefined" ? null : browserRuntime() });

registerShopServicesFactory(shopServicesFactory);
