import { isVirtualCart } from "@outlet/cart-merge";
import {
  beginOrder,
  buildOrder,
  type CheckoutFormResult,
  checkoutMessages,
  checkStockBeforeSubmit,
  completeOrder,
  hasDigitalContent,
  type Order,
  type OrderAnswer,
  type OrderEffect,
  type OrderSession,
  orderChoices,
  orderComments,
  type ServerFieldErrors,
  type ServerIssue,
  serverFieldErrors,
} from "@outlet/checkout";
import { TERMS_VERSION } from "@outlet/shop-settings";
import type { PlacedOrder } from "@outlet/transport";
import { ref, snapshot } from "valtio";
import { isHttpError } from "../../lib/httpError";
import { issuesAtFields } from "../../lib/serverIssues";
import type { CheckoutMethods } from "./checkoutMethods";
import { type CheckoutStoreDeps, type CheckoutStoreState, offlineReference } from "./checkoutStoreState";
import type { CheckoutValidation } from "./checkoutValidation";
import { orderLinesOf } from "./orderLinesOf";
import { loadPhoneRule } from "./phoneRule";

/** Where the account API's issues belong in the checkout's personal details (api-contract.md §4.1). */
const ACCOUNT_ISSUE_PATHS = {
  password: "password",
  "customer.email": "emailAddress",
  "customer.firstname": "firstName",
  "customer.lastname": "lastName",
} as const;

/**
 * What pressing "Zamawiam i płacę" came to: placed, refused by the server (`invalid`), stored to send when the
 * network returns (`queued`), already placed (`duplicate`) or stopped before sending (`blocked`).
 *
 * @example
 * const outcome: PlaceOrderOutcome = await checkout.placeOrder();
 */
export type PlaceOrderOutcome = "placed" | "invalid" | "queued" | "duplicate" | "blocked";

/** The issues of an order's 400 answer (api-contract.md §13), or none. */
function issuesOf(error: { readonly apiError: { readonly message: string } }): readonly ServerIssue[] {
  const issues = (error.apiError as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as ServerIssue[]) : [];
}

/**
 * Runs the effects the order plans of `@outlet/checkout` return: notifications, the stored copy of the order,
 * its transmitted mark, the order history, the emptied cart and the reset account fields.
 *
 * @example
 * const runEffects = createOrderEffectsRunner(deps, state, log);
 * runEffects(start.effects, start.order);
 */
export function createOrderEffectsRunner(
  deps: CheckoutStoreDeps,
  state: CheckoutStoreState,
  log: (message: string, detail?: unknown) => void,
) {
  return function runEffects(effects: readonly OrderEffect[], order: Order | null): void {
    for (const effect of effects) {
      switch (effect.type) {
        case "notify":
          deps.notify(effect.notification);
          break;
        case "storeOrder":
          deps
            .collections()
            ?.orders.setItem(effect.order.order_id, effect.order)
            .catch((error: unknown) => log("order write failed", error));
          break;
        case "markOrderTransmitted":
          if (order?.order_id === effect.orderId)
            deps
              .collections()
              ?.orders.setItem(effect.orderId, { ...order, transmited: true })
              .catch(() => undefined);
          break;
        case "refreshOrderHistory":
          void deps.refreshOrderHistory().catch(() => undefined);
          break;
        case "clearCart":
          void deps.clearCart();
          break;
        case "resetAccountCreation":
          state.details = {
            ...state.details,
            personalDetails: { ...state.details.personalDetails, password: "", createAccount: false },
          };
          state.passwordConfirmation = "";
          break;
        case "recordLastCartBypass":
        case "setLastOrderConfirmation":
        case "progress":
        case "emit":
          break;
        case "log":
          log(effect.message);
          break;
      }
    }
  };
}

/**
 * Places the order (behaviour.md §10.5–§10.7): validate, stock check, account creation when chosen, then
 * `beginOrder` → `POST /api/order` with the idempotency key → `completeOrder`. The button waits: a second
 * call while one runs is ignored, and a retry after a failure reuses the same key.
 *
 * @example
 * const placeOrder = createOrderPlacing({ deps, state, methods, validation, runEffects });
 * await placeOrder(); // "placed"
 */
export function createOrderPlacing(parts: {
  readonly deps: CheckoutStoreDeps;
  readonly state: CheckoutStoreState;
  readonly methods: CheckoutMethods;
  readonly validation: CheckoutValidation;
  readonly runEffects: (effects: readonly OrderEffect[], order: Order | null) => void;
}) {
  const { deps, state, methods, validation, runEffects } = parts;
  let session: OrderSession = {};

  async function placeOrder(): Promise<PlaceOrderOutcome> {
    if (state.placing) return "blocked";
    state.placing = true;
    try {
      // The phone's numbering plan is loaded on first need (issue 29); the form is checked with it.
      await loadPhoneRule().catch(() => undefined);
      const form = validation.validate();
      if (!form.ok) return "blocked";
      const cart = deps.cart();
      const stock = checkStockBeforeSubmit(
        cart.items.map((line) => {
          const id = typeof line.onlineStockCheckid === "string" ? line.onlineStockCheckid : undefined;
          // A check this session does not know any more (page reloaded) is skipped, like a line without one.
          return id && deps.findStockTask(id)
            ? { sku: String(line.sku), onlineStockCheckid: id }
            : { sku: String(line.sku) };
        }),
        deps.findStockTask,
        deps.online(),
      );
      if (!stock.ok) {
        deps.notify(stock.notification);
        return "blocked";
      }
      const personal = state.details.personalDetails;
      if (personal.createAccount && deps.userId() === null) {
        try {
          await deps.register({
            email: personal.emailAddress,
            firstname: personal.firstName,
            lastname: personal.lastName,
            password: personal.password,
          });
        } catch (error) {
          // The API's reason at the field it concerns (a common password, a taken e-mail; issue 12).
          const placed = issuesAtFields(error, ACCOUNT_ISSUE_PATHS);
          if (Object.keys(placed).length > 0) {
            state.errors = {
              ...validation.validate(),
              ok: false,
              message: checkoutMessages.formNotFilled,
              personal: placed,
            } as CheckoutFormResult;
            return "blocked";
          }
          deps.notify(
            isHttpError(error)
              ? { type: "error", message: error.apiError.message, action1: { label: "OK" } }
              : {
                  type: "error",
                  message: checkoutMessages.orderInvalid,
                  params: { email: deps.contactEmail },
                  action1: { label: "OK" },
                },
          );
          return "blocked";
        }
      }
      const current = deps.cart();
      // Plain copies: the order is stored in IndexedDB, which cannot clone proxies.
      const plain = snapshot(state) as CheckoutStoreState;
      const virtual = isVirtualCart(current.items);
      // The delivery and payment part is decided by `@outlet/checkout` (issue 30): addresses, methods,
      // the BLIK code's digits and the locker; structuredClone keeps the stored order free of proxies.
      const decisions = {
        details: plain.details,
        shippingChoice: plain.shippingChoice,
        billingSame: plain.billingSame,
        blikCode: plain.blikCode,
        inpostLocker: plain.inpostLocker,
      };
      const choices = structuredClone(orderChoices(decisions, virtual));
      const draft = buildOrder({
        cartLines: orderLinesOf(current.items),
        cartId: current.token,
        userId: deps.userId(),
        personalDetails: plain.details.personalDetails,
        ...choices,
        ...(plain.invoice.enabled ? { invoiceDetails: plain.invoice } : {}),
        additionalComments: orderComments(plain.comments, decisions, virtual),
        isVirtualCart: virtual,
        // after-sales-and-law.md §7: the terms accepted, and the digital content consent when one is asked
        consents: {
          terms_version: TERMS_VERSION.version,
          ...(hasDigitalContent(current.items) ? { digital_immediate_delivery: plain.acceptDigital } : {}),
        },
      });
      const start = beginOrder(session, draft, {
        now: deps.now(),
        online: deps.online(),
        createOrderId: deps.createOrderId,
      });
      session = ref(start.session) as OrderSession;
      runEffects(start.effects, start.outcome === "duplicate" ? null : start.order);
      if (start.outcome === "queued")
        state.queuedOrder = {
          orderId: start.order.order_id,
          reference: offlineReference(start.order.order_id),
          grandTotal: cart.grandTotal,
        };
      if (start.outcome !== "send") return start.outcome;
      let answer: OrderAnswer;
      let placed: PlacedOrder | null = null;
      let refusal: ServerFieldErrors | null = null;
      try {
        placed = await (await deps.client()).order.place(start.order, {
          idempotencyKey: start.order.order_id,
          userId: deps.userId(),
        });
        answer = { code: 200, result: placed.kind === "order" ? placed.order : placed.jobId };
      } catch (error) {
        answer = isHttpError(error) ? { code: error.status, result: error.apiError.message } : { error };
        refusal =
          isHttpError(error) && error.status === 400
            ? serverFieldErrors(issuesOf(error), {
                invoice: state.invoice.enabled,
                billingShown: methods.billingShown(),
              })
            : null;
        if (refusal && !refusal.placed && refusal.unplaced.length === 0) refusal = null;
      }
      const done = completeOrder(session, start.order, answer, {
        now: deps.now(),
        createAccount: personal.createAccount,
        contactEmail: deps.contactEmail,
      });
      session = ref(done.session) as OrderSession;
      // A refused order shows what the server said (its Polish issue messages, the BLIK code at its field)
      // rather than the generic validation message, which stays for an answer that says nothing.
      runEffects(
        refusal ? done.effects.filter((effect) => effect.type !== "notify") : done.effects,
        start.order,
      );
      if (refusal) validation.showRefusal(refusal);
      if (done.outcome === "placed") {
        const result = (placed?.kind === "order" ? placed.order : {}) as {
          orderNumber?: string;
          order_secret?: string;
          grand_total?: number;
          payment?: { redirect_url?: string };
        };
        state.confirmation = {
          orderNumber: String(result.orderNumber ?? ""),
          orderSecret: typeof result.order_secret === "string" ? result.order_secret : null,
          grandTotal: typeof result.grand_total === "number" ? result.grand_total : null,
          redirectUrl: result.payment?.redirect_url ?? null,
        };
        state.details = { ...state.details, isThankYouPage: true };
        deps.onPlaced?.(start.order, result);
        if (deps.userId() !== null) deps.saveInvoice?.(state.invoice);
      }
      return done.outcome;
    } finally {
      state.placing = false;
    }
  }

  return placeOrder;
}
