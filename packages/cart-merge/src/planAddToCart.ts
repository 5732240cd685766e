import type { CartCommand } from "./cartCommand.js";
import { CART_MESSAGES, cartNotification, successNotification } from "./cartMessages.js";
import type { CartAction } from "./cartReducer.js";
import { createDiffLog, type DiffLog, pushNotifications } from "./diffLog.js";
import type { ServerCartStanding } from "./planPushAddedLines.js";
import type { PreparedProduct } from "./prepareProductsToAdd.js";
import { setAddShortfall } from "./setAddShortfall.js";
import type { CartLine, CartNotification } from "./types.js";
import { validateProduct } from "./validateProduct.js";

/**
 * Context of {@link planAddToCart} (behaviour §1 defaults).
 *
 * @example
 * const context: AddToCartContext = { cartSyncEnabled: true, connected: true };
 */
export interface AddToCartContext {
  /** `isCartSyncEnabled`: `cart.synchronize ∧ online ∧ client`. @default true */
  readonly cartSyncEnabled?: boolean;
  /** `stock.allowOutOfStockInCart`: no volatile warning when on. @default true */
  readonly allowOutOfStockInCart?: boolean;
  /** Add without talking to the server (lines pulled from the server, §9.11). @default false */
  readonly forceServerSilence?: boolean;
  /** The shopper is in checkout (§10.4): the success notification is suppressed. @default false */
  readonly inCheckout?: boolean;
  /** `syncTasks.externalCheckout`: no `Proceed to checkout` action. @default false */
  readonly externalCheckout?: boolean;
  /** `syncTasks.useZeroPriceProduct`. @default true */
  readonly useZeroPriceProduct?: boolean;
  /**
   * Where the server cart stood before the add ({@link serverCartStanding}): `none` and `inSync` take the
   * short path (one `pushAdded`, issue 30), `stale` the full `create` + `sync`. @default "stale"
   */
  readonly serverCart?: ServerCartStanding;
  /**
   * The products are the parts of one set (a grouped product, issue 32): added whole or not at all
   * ({@link setAddShortfall} against the cart's lines), and announced once as a set. @default none
   */
  readonly set?: { readonly cartItems: readonly CartLine[] };
}

/**
 * The plan of one add: the ADD actions, the DiffLog with the notifications, how many products were added,
 * and the commands to run after dispatching: with sync on and the add not silent, `pushAdded` when the
 * server cart is absent or in sync (issue 30: the update opens the cart, checks the stock and answers the
 * totals), else `create`, then `sync` with `forceClientState` (the store skips `sync` when the cart is
 * still not connected).
 *
 * @example
 * const plan: AddToCartPlan = { actions: [], diff: createDiffLog(), added: 0, commands: [{ type: "create" }] };
 */
export interface AddToCartPlan {
  readonly actions: readonly CartAction[];
  readonly diff: DiffLog;
  readonly added: number;
  readonly commands: readonly CartCommand[];
}

/**
 * Plans `addItem` (behaviour §9.7) for products from `prepareProductsToAdd`. Pure. The runner sets
 * `isAddingToCart` around it (reset in `finally`), queues a stock check for each valid product first when
 * `stock.synchronize` is on (passing its `onlineCheckTaskId` in), dispatches `actions`, runs `commands`
 * and spawns `diff.clientNotifications`.
 * - Validation messages are error notifications and the product is skipped.
 * - `ok` and `volatile` products are added (`{...product, onlineStockCheckid}`); `volatile` warns when
 *   out-of-stock items are not allowed; `out_of_stock` is an error and is not added.
 * - When something was added and sync is off or silenced: `Product has been added to the cart!` once,
 *   except in checkout (`The set has been added to the cart!` for a set).
 * - With `set`, a part that cannot be added keeps every part out: one error naming it
 *   (`setPartShort`, `{name}`), no actions and no commands (issue 32).
 *
 * @example
 * const [prepared] = prepareProductsToAdd({ sku: "A", price_incl_tax: 10, stock: { is_in_stock: false } });
 * planAddToCart([prepared!], {}).diff.clientNotifications[0]?.message; // "The product is out of stock and cannot be added to the cart!"
 */
export function planAddToCart(
  products: readonly PreparedProduct[],
  context: AddToCartContext = {},
): AddToCartPlan {
  const {
    cartSyncEnabled = true,
    allowOutOfStockInCart = true,
    forceServerSilence = false,
    inCheckout = false,
    externalCheckout = false,
    useZeroPriceProduct = true,
    serverCart = "stale",
    set,
  } = context;
  if (set) {
    const shortfall = setAddShortfall(products, set.cartItems, { useZeroPriceProduct });
    if (shortfall) {
      const name = String(shortfall.product.name ?? shortfall.product.sku ?? "");
      return {
        actions: [],
        diff: pushNotifications(createDiffLog(), [
          cartNotification("error", CART_MESSAGES.setPartShort, { name }),
        ]),
        added: 0,
        commands: [],
      };
    }
  }
  const actions: CartAction[] = [];
  const notifications: CartNotification[] = [];
  let added = 0;
  for (const { product, stockStatus, onlineCheckTaskId } of products) {
    const errors = validateProduct(product, { useZeroPriceProduct });
    if (errors.length > 0) {
      notifications.push(...errors.map((message) => cartNotification("error", message)));
      continue;
    }
    if (stockStatus === "out_of_stock") {
      notifications.push(cartNotification("error", CART_MESSAGES.outOfStock));
      continue;
    }
    actions.push({
      type: "add",
      product:
        onlineCheckTaskId === undefined ? product : { ...product, onlineStockCheckid: onlineCheckTaskId },
    });
    added++;
    if (stockStatus === "volatile" && !allowOutOfStockInCart) {
      notifications.push(cartNotification("warning", CART_MESSAGES.volatileStock));
    }
  }
  if (added > 0 && (!cartSyncEnabled || forceServerSilence) && !inCheckout) {
    notifications.push(
      successNotification(set ? CART_MESSAGES.setAdded : CART_MESSAGES.productAdded, externalCheckout),
    );
  }
  const addedLines = actions.flatMap((action) => (action.type === "add" ? [action.product] : []));
  const short = cartSyncEnabled && !forceServerSilence && serverCart !== "stale" && addedLines.length > 0;
  const commands: CartCommand[] = short
    ? [{ type: "pushAdded", products: addedLines, open: serverCart === "none" }]
    : [{ type: "create" }];
  if (cartSyncEnabled && !forceServerSilence && !short) {
    commands.push({ type: "sync", forceClientState: true, dryRun: false, mergeQty: false, forceSync: false });
  }
  return { actions, diff: pushNotifications(createDiffLog(), notifications), added, commands };
}
