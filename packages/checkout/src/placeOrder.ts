import { sha3_224 } from "@outlet/cart-merge";
import type { OrderDraft, OrderLine } from "./buildOrder.js";
import { CheckoutError } from "./checkoutError.js";
import { checkoutMessages } from "./checkoutMessages.js";

/**
 * The order body as sent: the draft plus its idempotency key and timestamps (behaviour.md §10.6).
 *
 * @example
 * ```ts
 * const order: Order = start.order; // from beginOrder, with order_id, created_at, updated_at
 * ```
 */
export interface Order extends OrderDraft {
  /** The idempotency key, `"<epoch ms>-<uuid v4>"`, reused by every retry of the same order. */
  readonly order_id: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly transmited: boolean;
  readonly transmited_at?: number;
}

/**
 * What the session remembers of an order content hash (behaviour.md §10.7).
 *
 * @example
 * ```ts
 * const attempt: OrderAttempt | undefined = session[orderContentHash(draft)];
 * ```
 */
export interface OrderAttempt {
  readonly state: "pending" | "placed" | "queued";
  readonly orderId: string;
}

/**
 * The session map `content hash → attempt`. Plain readonly data; keep it for the browser session.
 *
 * @example
 * ```ts
 * let session: OrderSession = {};
 * session = beginOrder(session, draft, context).session;
 * ```
 */
export type OrderSession = Readonly<Record<string, OrderAttempt>>;

/**
 * A notification to spawn (behaviour.md §0); `message` is an i18n key, filled with `params`.
 *
 * @example
 * ```ts
 * const notification: CheckoutNotification = { type: "info", message: "Order waiting!", action1: { label: "OK" } };
 * ```
 */
export interface CheckoutNotification {
  readonly type: "success" | "warning" | "error" | "info";
  readonly message: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly action1: { readonly label: string };
  readonly hasNoTimeout?: boolean;
}

/**
 * Effects of placing an order; the app runs them in order.
 *
 * @example
 * ```ts
 * for (const effect of end.effects) if (effect.type === "clearCart") cart.clear({ sync: false });
 * ```
 */
export type OrderEffect =
  | { readonly type: "notify"; readonly notification: CheckoutNotification }
  | { readonly type: "progress"; readonly message: string }
  | {
      readonly type: "emit";
      readonly event: "order-before-placed";
      readonly payload: { readonly order: Order };
    }
  | {
      readonly type: "emit";
      readonly event: "order-after-placed";
      readonly payload: { readonly order: Order; readonly confirmation: unknown };
    }
  /** Store (or overwrite) the order in the persistent `orders` collection under `order_id` (§10.8). */
  | { readonly type: "storeOrder"; readonly order: Order }
  /** Mark a stored queued record with this `order_id` as transmitted. */
  | { readonly type: "markOrderTransmitted"; readonly orderId: string }
  | { readonly type: "setLastOrderConfirmation"; readonly order: Order; readonly confirmation: unknown }
  | { readonly type: "refreshOrderHistory" }
  | { readonly type: "clearCart"; readonly sync: false }
  /** Blank the password and set `createAccount = false`. */
  | { readonly type: "resetAccountCreation" }
  /** Record `last-cart-bypass-ts` in the `user` collection. */
  | { readonly type: "recordLastCartBypass"; readonly at: number }
  | { readonly type: "log"; readonly message: string };

/**
 * The request for `POST orders.endpoint` (api-contract.md §6.1): key both as header and as `order_id`.
 *
 * @example
 * ```ts
 * const request: OrderRequest = orderRequest(order);
 * await post("/api/order", request);
 * ```
 */
export interface OrderRequest {
  readonly method: "POST";
  readonly headers: { readonly "Content-Type": "application/json"; readonly "Idempotency-Key": string };
  readonly body: string;
}

/**
 * The outcome of {@link beginOrder}.
 *
 * @example
 * ```ts
 * const start: BeginOrderResult = beginOrder(session, draft, { now, online, createOrderId });
 * ```
 */
export type BeginOrderResult =
  | {
      readonly outcome: "duplicate";
      readonly session: OrderSession;
      readonly effects: readonly OrderEffect[];
    }
  | {
      readonly outcome: "queued";
      readonly session: OrderSession;
      readonly order: Order;
      readonly effects: readonly OrderEffect[];
    }
  | {
      readonly outcome: "send";
      readonly session: OrderSession;
      readonly order: Order;
      readonly request: OrderRequest;
      readonly effects: readonly OrderEffect[];
    };

/**
 * How the order call ended: an envelope, or no usable answer (network error, exception, non-JSON).
 *
 * @example
 * ```ts
 * const answer: OrderAnswer = response ? await response.json() : { error: new TypeError("Failed to fetch") };
 * ```
 */
export type OrderAnswer =
  | { readonly code?: unknown; readonly result?: unknown }
  | { readonly error: unknown };

/**
 * The outcome of {@link completeOrder}.
 *
 * @example
 * ```ts
 * const end: CompleteOrderResult = completeOrder(session, order, { code: 200, result }, context);
 * ```
 */
export interface CompleteOrderResult {
  readonly outcome: "placed" | "invalid" | "queued";
  readonly session: OrderSession;
  readonly effects: readonly OrderEffect[];
}

const KEY_PATTERN = /^[A-Za-z0-9._:-]{16,128}$/;

const ok = { label: "OK" } as const;

/**
 * The content hash of an order: `sha3` of the order without `order_id`, `created_at`, `updated_at` and
 * `transmited` (behaviour.md §10.7); every other field, `transmited_at` included, counts. Two submits of
 * the same content share it. Pure.
 *
 * @example
 * ```ts
 * orderContentHash(draft) === orderContentHash({ ...draft, order_id: "x", created_at: "…" }); // true
 * ```
 */
export function orderContentHash(order: OrderDraft | Order): string {
  const { order_id: _id, created_at: _c, updated_at: _u, transmited: _t, ...content } = order as Order;
  // sha3 of behaviour.md §0: SHA3-224 of the compact JSON, key insertion order kept.
  return sha3_224(JSON.stringify(content));
}

/**
 * The request of an order: JSON body plus the `Idempotency-Key` header equal to `order_id`.
 *
 * @example
 * ```ts
 * orderRequest(order).headers["Idempotency-Key"] === order.order_id; // true
 * ```
 */
export function orderRequest(order: Order): OrderRequest {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": order.order_id },
    body: JSON.stringify(order),
  };
}

function isAnswerEnvelope(answer: OrderAnswer): answer is { code?: unknown; result?: unknown } {
  return !("error" in answer);
}

function codeOf(answer: OrderAnswer): number | null {
  if (!isAnswerEnvelope(answer)) return null;
  const code = Number.parseInt(String(answer.code), 10);
  return Number.isNaN(code) ? null : code;
}

/**
 * Starts an order attempt (behaviour.md §10.7 steps 1–2, §10.8). Pure: the clock value and the key
 * generator are passed in.
 *
 * - Content already `pending` or `placed`: `'This order has already been submitted.'` and `duplicate`.
 * - Content `queued` (an earlier attempt failed or was made offline): its `order_id` is **reused**, so
 *   a retry or the offline replay can never create a second order.
 * - New content: `order_id = createOrderId()`.
 * - Offline: the order is stored as `queued` with `transmited: false` and `'Order waiting!'` (info) is
 *   shown; nothing is sent.
 * - Online: state `pending`, `order-before-placed`, the `'Processing order...'` progress and the request
 *   with `Idempotency-Key`.
 *
 * @example
 * ```ts
 * const start = beginOrder(session, draft, { now: Date.now(), online: true, createOrderId: () => `${Date.now()}-${crypto.randomUUID()}` });
 * if (start.outcome === "send") answer = await post("/api/order", start.request);
 * ```
 */
export function beginOrder(
  session: OrderSession,
  draft: OrderDraft,
  context: { readonly now: number; readonly online: boolean; readonly createOrderId: () => string },
): BeginOrderResult {
  const hash = orderContentHash(draft);
  const known = session[hash];
  if (known && known.state !== "queued") {
    return {
      outcome: "duplicate",
      session,
      effects: [
        {
          type: "notify",
          notification: { type: "error", message: checkoutMessages.orderDuplicate, action1: ok },
        },
      ],
    };
  }
  const orderId = known?.orderId ?? context.createOrderId();
  if (!KEY_PATTERN.test(orderId))
    throw new CheckoutError({ reason: "invalid-idempotency-key", key: orderId });
  const at = new Date(context.now).toISOString();
  if (!context.online) {
    const order: Order = { ...draft, order_id: orderId, created_at: at, updated_at: at, transmited: false };
    return {
      outcome: "queued",
      session: { ...session, [hash]: { state: "queued", orderId } },
      order,
      effects: [
        { type: "storeOrder", order },
        {
          type: "notify",
          notification: { type: "info", message: checkoutMessages.orderWaiting, action1: ok },
        },
      ],
    };
  }
  const order: Order = { ...draft, order_id: orderId, created_at: at, updated_at: at, transmited: true };
  return {
    outcome: "send",
    session: { ...session, [hash]: { state: "pending", orderId } },
    order,
    request: orderRequest(order),
    effects: [
      { type: "emit", event: "order-before-placed", payload: { order } },
      { type: "progress", message: checkoutMessages.orderProcessing },
    ],
  };
}

/**
 * Ends an order attempt with the call's answer (behaviour.md §10.7 step 3). Success is code 200 only;
 * a missing code is not success. Pure.
 *
 * - 200: `placed`; the queued copy is marked transmitted, the confirmation recorded,
 *   `order-after-placed` emitted, the history refreshed, the cart cleared without sync, the account
 *   creation reset when it was chosen, `last-cart-bypass-ts` recorded.
 * - 400: the attempt is forgotten and the validation message (with the contact e-mail) shown; the cart
 *   is kept and nothing is queued (400 is final, api-contract.md §6.1).
 * - Anything else (other codes, network errors, exceptions): `queued`; the order is stored with
 *   `transmited: false` and the **same** `order_id`, and the server-error message is shown.
 *
 * @example
 * ```ts
 * const end = completeOrder(start.session, start.order, { code: 200, result: { orderNumber: "000001042" } }, { now, createAccount: false, contactEmail: "sklep@example.pl" });
 * end.outcome; // "placed"
 * ```
 */
export function completeOrder(
  session: OrderSession,
  order: Order,
  answer: OrderAnswer,
  context: { readonly now: number; readonly createAccount: boolean; readonly contactEmail: string },
): CompleteOrderResult {
  const hash = orderContentHash(order);
  const attempt = session[hash];
  if (attempt?.state !== "pending" || attempt.orderId !== order.order_id) {
    throw new CheckoutError({ reason: "unknown-order-attempt", orderId: order.order_id });
  }
  const code = codeOf(answer);
  if (code === 200 && isAnswerEnvelope(answer)) {
    const confirmation = answer.result;
    return {
      outcome: "placed",
      session: { ...session, [hash]: { state: "placed", orderId: order.order_id } },
      effects: [
        { type: "markOrderTransmitted", orderId: order.order_id },
        { type: "setLastOrderConfirmation", order, confirmation },
        { type: "emit", event: "order-after-placed", payload: { order, confirmation } },
        { type: "refreshOrderHistory" },
        { type: "clearCart", sync: false },
        ...(context.createAccount ? [{ type: "resetAccountCreation" } as const] : []),
        { type: "recordLastCartBypass", at: context.now },
      ],
    };
  }
  if (code === 400) {
    const { [hash]: _forgotten, ...rest } = session;
    return {
      outcome: "invalid",
      session: rest,
      effects: [
        {
          type: "notify",
          notification: {
            type: "error",
            message: checkoutMessages.orderInvalid,
            params: { email: context.contactEmail },
            action1: ok,
          },
        },
      ],
    };
  }
  const queued: Order = { ...order, transmited: false, updated_at: new Date(context.now).toISOString() };
  const reason = "error" in answer ? String(answer.error) : `code ${String(answer.code)}`;
  return {
    outcome: "queued",
    session: { ...session, [hash]: { state: "queued", orderId: order.order_id } },
    effects: [
      { type: "log", message: `Order ${order.order_id} not placed (${reason}); queued` },
      { type: "storeOrder", order: queued },
      { type: "notify", notification: { type: "error", message: checkoutMessages.orderQueued, action1: ok } },
    ],
  };
}

/** Lines compared by the offline replay: checksum (else sku) and quantity. */
function sameLines(a: readonly OrderLine[], b: readonly OrderLine[]): boolean {
  const key = (line: OrderLine) => `${line.checksum ?? line.sku}\u0000${line.qty}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((value, i) => value === right[i]);
}

/**
 * The stored orders the offline queue should send now: untransmitted and not already in flight (one
 * in-memory lock per `order_id`, behaviour.md §10.8). Pure.
 *
 * @example
 * ```ts
 * for (const order of ordersToTransmit(stored, inFlight)) post(orderRequest(order));
 * ```
 */
export function ordersToTransmit(orders: readonly Order[], inFlight: ReadonlySet<string>): Order[] {
  return orders.filter((order) => !order.transmited && !inFlight.has(order.order_id));
}

/**
 * An answer of the offline replay: the parsed JSON envelope, or `null` for a non-JSON answer.
 *
 * @example
 * ```ts
 * const answer: OfflineOrderAnswer = isJson ? await response.json() : null;
 * ```
 */
export type OfflineOrderAnswer = { readonly code?: unknown; readonly result?: unknown } | null;

/**
 * The result of replaying one stored order (behaviour.md §10.8 `order/PROCESS_QUEUE`), with the same
 * `order_id` and `Idempotency-Key`, so a replay of an order the server already placed returns the
 * original answer instead of a second order (api-contract.md §6.2). Pure.
 *
 * - Non-JSON: logged as `'Error with response - bad content-type!'`; the order is unchanged.
 * - JSON: `transmited = true`, `transmited_at = now`; then 200 records the confirmation, emits
 *   `order-after-placed` and clears the cart if it still holds the same lines; 400 and the 500
 *   out-of-stock answer cancel it with their messages; any other code sets `transmited = false` to retry.
 *
 * @example
 * ```ts
 * const { order, effects } = replayOfflineOrder(stored, { code: 200, result }, { now, cartLines, contactEmail });
 * ```
 */
export function replayOfflineOrder(
  stored: Order,
  answer: OfflineOrderAnswer,
  context: { readonly now: number; readonly cartLines: readonly OrderLine[]; readonly contactEmail: string },
): { readonly order: Order; readonly effects: readonly OrderEffect[] } {
  if (answer === null) {
    return { order: stored, effects: [{ type: "log", message: "Error with response - bad content-type!" }] };
  }
  const transmitted: Order = { ...stored, transmited: true, transmited_at: context.now };
  const code = Number.parseInt(String(answer.code), 10);
  const effects: OrderEffect[] = [];
  let order = transmitted;
  if (code === 200) {
    effects.push(
      { type: "setLastOrderConfirmation", order: transmitted, confirmation: answer.result },
      {
        type: "emit",
        event: "order-after-placed",
        payload: { order: transmitted, confirmation: answer.result },
      },
    );
    if (sameLines(context.cartLines, stored.products)) effects.push({ type: "clearCart", sync: false });
  } else if (code === 400) {
    effects.push({
      type: "notify",
      notification: {
        type: "error",
        message: checkoutMessages.offlineOrderInvalid,
        params: { email: context.contactEmail },
        action1: ok,
      },
    });
  } else if (code === 500 && answer.result === "Error: Error while adding products") {
    effects.push({
      type: "notify",
      notification: { type: "error", message: checkoutMessages.offlineOrderOutOfStock, action1: ok },
    });
  } else {
    order = { ...transmitted, transmited: false };
  }
  effects.unshift({ type: "storeOrder", order });
  return { order, effects };
}

/**
 * What to do on reconnection for stored orders (behaviour.md §10.8): process them at once when
 * automatic transmission is on or the thank-you state is shown; otherwise ask the shopper to confirm
 * the untransmitted ones (`offline-order-confirmation`), or nothing when there are none. Pure.
 *
 * @example
 * ```ts
 * planReconnection({ automaticTransmission: false, isThankYouPage: false, storedOrders }).action; // "confirm"
 * ```
 */
export function planReconnection(input: {
  readonly automaticTransmission: boolean;
  readonly isThankYouPage: boolean;
  readonly storedOrders: readonly Order[];
}):
  | { readonly action: "process" }
  | { readonly action: "confirm"; readonly orders: Order[] }
  | { readonly action: "none" } {
  if (input.automaticTransmission || input.isThankYouPage) return { action: "process" };
  const orders = input.storedOrders.filter((order) => !order.transmited);
  return orders.length > 0 ? { action: "confirm", orders } : { action: "none" };
}

/**
 * The notification shown when a network error meets a stored order and offline notifications are on
 * (behaviour.md §10.8): `'Order waiting!'`, acting on `'Click here to confirm the order that you made offline.'`.
 *
 * @example
 * ```ts
 * offlineOrderNotification().message; // "Order waiting!"
 * ```
 */
export function offlineOrderNotification(): CheckoutNotification & {
  readonly body: string;
  readonly url: string;
} {
  return {
    type: "info",
    message: checkoutMessages.orderWaiting,
    body: checkoutMessages.orderWaitingAction,
    url: "/?order=offline",
    action1: ok,
    hasNoTimeout: true,
  };
}
