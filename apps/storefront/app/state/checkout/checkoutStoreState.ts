import type { CartLine, OrderDataForTotals as TotalsRequestData } from "@outlet/cart-merge";
import type {
  CheckoutFormResult,
  CheckoutNotification,
  CheckoutState,
  InvoiceDetails,
  Order,
} from "@outlet/checkout";
import type { Client, InpostLocker, PlacedOrder } from "@outlet/transport";

// The checkout store's state, its dependencies and the constants its modules share (the store itself is in
// checkoutStore.ts, the sending of orders placed offline in offlineOrderSending.ts).

/**
 * Offline orders are sent automatically when the network returns (transactions.md §2 "Going back online
 * triggers a cart reload and processing of offline orders", issue 9) instead of behaviour.md §1's default
 * `automatic_transmission_enabled: false`, which asks the shopper first.
 *
 * @example
 * planReconnection({ automaticTransmission: OFFLINE_ORDERS_AUTOMATIC, isThankYouPage: false, storedOrders });
 */
export const OFFLINE_ORDERS_AUTOMATIC = true;

/** The Web Lock under which a tab sends the stored offline orders (one tab at a time). */
export const OFFLINE_ORDERS_LOCK = "outlet-offline-orders";

/** The message key of the notification after a stored offline order was sent and accepted. */
export const OFFLINE_ORDER_SENT = "Your order placed offline has been sent. Order number: {orderNumber}";

/**
 * The `checkout` and `orders` collections (behaviour.md §10.1, §10.8).
 *
 * @example
 * const collections: CheckoutCollections = { checkout: storage.collection("checkout"), orders: storage.collection("orders") };
 */
export interface CheckoutCollections {
  readonly checkout: {
    getItem(key: string): Promise<unknown>;
    setItem(key: string, value: unknown): Promise<unknown>;
  };
  readonly orders: {
    setItem(key: string, value: unknown): Promise<unknown>;
    removeItem(key: string): Promise<unknown>;
    iterate<TResult>(
      visit: (value: unknown, key: string, n: number) => TResult | undefined,
    ): Promise<TResult | undefined | null>;
  };
}

/**
 * What the checkout store needs from the rest of the app.
 *
 * @example
 * const deps: CheckoutStoreDeps = { client, collections: () => null, now: Date.now, online: () => true, … };
 */
export interface CheckoutStoreDeps {
  readonly client: () => Promise<Client>;
  readonly collections: () => CheckoutCollections | null;
  readonly now: () => number;
  readonly online: () => boolean;
  readonly createOrderId: () => string;
  readonly notify: (notification: CheckoutNotification) => void;
  readonly contactEmail: string;
  /** The current cart lines, token and server totals. */
  readonly cart: () => {
    readonly items: readonly CartLine[];
    readonly token: string | number | null;
    readonly grandTotal: number | null;
  };
  /** Runs a forced totals sync with the chosen methods (behaviour.md §9.14 triggers). */
  readonly syncTotals: (methodsData?: TotalsRequestData) => Promise<void>;
  /** Applies totals returned by `collect-totals` (the payment fee segment). */
  readonly applyTotals: (answer: { code: number; result: unknown }) => void;
  /** Clears the cart after an order (`clear({sync: false})`). */
  readonly clearCart: () => Promise<void>;
  /** The logged-in customer id, or null. */
  readonly userId: () => number | string | null;
  /** Registers and logs in (account creation in checkout, api-contract.md §6.1). */
  readonly register: (input: {
    email: string;
    firstname: string;
    lastname: string;
    password: string;
  }) => Promise<void>;
  readonly refreshOrderHistory: () => Promise<void>;
  /** A stock check result by task id (queue, behaviour.md §10.5). */
  readonly findStockTask: (taskId: string) => { result?: unknown } | undefined;
  readonly onPlaced?: (order: Order, confirmation: PlacedOrder | unknown) => void;
  /** Saves the invoice details to the logged-in customer's addresses (behaviour.md §10.3). */
  readonly saveInvoice?: (details: InvoiceDetails) => void;
  /**
   * A lock shared by the shop's tabs (Web Locks API): stored offline orders are sent under it, so two tabs
   * that come back online together never both send one. Without it only this tab's in-flight set guards.
   */
  readonly withLock?: <TResult>(name: string, task: () => Promise<TResult>) => Promise<TResult>;
  readonly log?: (message: string, detail?: unknown) => void;
}

/**
 * The shopper's order confirmation (the thank-you state).
 *
 * @example
 * const shown: OrderConfirmation = { orderNumber: "000001042", orderSecret: null, grandTotal: 134.99, redirectUrl: null };
 */
export interface OrderConfirmation {
  readonly orderNumber: string;
  /** The order's secret: the key of the guest's order page `/zamowienie/{number}/{secret}` (null for LB). */
  readonly orderSecret: string | null;
  readonly grandTotal: number | null;
  readonly redirectUrl: string | null;
}

/**
 * An order placed offline that waits to be sent.
 *
 * @example
 * const waiting: QueuedOrder = { orderId: "1764…-3f2a…", reference: "3F2A-91C0", grandTotal: 154.99 };
 */
export interface QueuedOrder {
  readonly orderId: string;
  readonly reference: string;
  readonly grandTotal: number | null;
}

/** The stored order's key under which the server's confirmation is kept once sent (other tabs read it). */
export const STORED_CONFIRMATION = "order_confirmation";

/**
 * The short reference of an order placed offline: the first 8 hexadecimal digits of its key's UUID part,
 * grouped by four (the shopper can quote it before the order has a number).
 *
 * @example
 * offlineReference("1764140000000-3f2a91c0-0b1e-4c2d-9a8b-1234567890ab"); // "3F2A-91C0"
 */
export function offlineReference(orderId: string): string {
  const hex = (orderId.split("-").slice(1).join("") || orderId).replace(/[^0-9a-f]/gi, "").toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}

/**
 * The valtio state of checkout (behaviour.md §10.1) with the form-only parts.
 *
 * @example
 * useSnapshot(checkout.state).confirmation?.orderNumber; // after the order is placed
 */
export interface CheckoutStoreState {
  details: CheckoutState;
  invoice: InvoiceDetails;
  comments: { enabled: boolean; delivery: string; order: string };
  passwordConfirmation: string;
  /** The 6-digit BLIK code while BLIK is chosen (never saved: a code is valid for two minutes). */
  blikCode: string;
  /** The BLIK code's error (client check or the API's 400 issue), or null. */
  blikError: string | null;
  acceptTerms: boolean;
  /** The express consent to the immediate delivery of digital content (shown only for such a cart). */
  acceptDigital: boolean;
  /** The payment (billing) address is the shipping address (the form shows no second address). */
  billingSame: boolean;
  /** The chosen shipping method (by `carrier_code` + `method_code`). */
  shippingChoice: { carrier_code: string; method_code: string } | null;
  /** The saved address the shipping fields came from (its id), `"new"` for a typed one, or null. */
  addressChoice: string | null;
  /** The chosen InPost locker (issue 12), sent with an InPost order. */
  inpostLocker: InpostLocker | null;
  /** The locker finder: what was searched, what was found, whether a search runs or failed. */
  lockerSearch: { query: string; results: readonly InpostLocker[]; busy: boolean; failed: boolean };
  placing: boolean;
  errors: CheckoutFormResult | null;
  confirmation: OrderConfirmation | null;
  /**
   * This tab's order placed offline, waiting for the network (issue 12): its key, the short reference the
   * shopper sees and the total shown when it was placed. Null otherwise.
   */
  queuedOrder: QueuedOrder | null;
  /**
   * Orders placed offline that wait for the shopper's confirmation after reconnection (behaviour.md §10.8);
   * stays empty while automatic transmission is on (`OFFLINE_ORDERS_AUTOMATIC`).
   */
  offlineOrders: readonly Order[];
}

/** The address fields a saved address fills. */
export const CHECKOUT_ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "streetAddress",
  "apartmentNumber",
  "zipCode",
  "city",
  "country",
  "phoneNumber",
] as const;

/** The form result's section of each details section. */
export const CHECKOUT_ERROR_SECTIONS = {
  personalDetails: "personal",
  shippingDetails: "shipping",
  paymentDetails: "payment",
} as const;
