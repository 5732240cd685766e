import { BLIK, type CheckoutDecisions, type MethodChoice, type ParcelLocker } from "./checkoutDelivery.js";

/**
 * What the shopper did in the checkout's delivery and payment part.
 *
 * - `shippingChosen`: a delivery method was ticked.
 * - `paymentChosen`: a payment method was ticked.
 * - `billingSameSet`: "Dane do faktury takie same jak adres dostawy" ticked or unticked.
 * - `blikCodeTyped`: the BLIK field changed (kept as typed; {@link blikCodeOf} gives the code).
 * - `lockerChosen`: a parcel locker was picked in the finder.
 *
 * @example
 * ```ts
 * const event: CheckoutEvent = { type: "paymentChosen", code: "blik" };
 * ```
 */
export type CheckoutEvent =
  | { readonly type: "shippingChosen"; readonly method: MethodChoice }
  | { readonly type: "paymentChosen"; readonly code: string }
  | { readonly type: "billingSameSet"; readonly same: boolean }
  | { readonly type: "blikCodeTyped"; readonly typed: string }
  | { readonly type: "lockerChosen"; readonly locker: ParcelLocker };

/**
 * What the store runs after a transition, in order.
 *
 * - `saveDetails`: write the personal, shipping and payment sections (behaviour.md §10.1).
 * - `saveExtras`: write what the form holds beside them (the locker, issue 12).
 * - `syncTotals`: a forced totals sync with the chosen methods (behaviour.md §9.14).
 * - `collectTotals`: ask the totals for the payment method (its fee segment).
 * - `recheck`: the shown error of a field goes once the field is valid (issue 12).
 *
 * @example
 * ```ts
 * const effect: CheckoutEffect = { type: "collectTotals", paymentMethod: "cashondelivery" };
 * ```
 */
export type CheckoutEffect =
  | { readonly type: "saveDetails" }
  | { readonly type: "saveExtras" }
  | { readonly type: "syncTotals" }
  | { readonly type: "collectTotals"; readonly paymentMethod: string }
  | {
      readonly type: "recheck";
      readonly section: "shipping" | "payment" | "blik";
      readonly field: string;
    };

/**
 * The decisions the transition keeps, and the BLIK code's shown error (cleared when another method is
 * chosen).
 *
 * @example
 * ```ts
 * const state: CheckoutTransitionState = { ...decisions, blikError: null };
 * ```
 */
export interface CheckoutTransitionState extends CheckoutDecisions {
  readonly blikError: string | null;
}

/**
 * The result of {@link checkoutTransition}: the next state and the effects to run.
 *
 * @example
 * ```ts
 * const { state, effects }: CheckoutTransitionResult = checkoutTransition(current, event);
 * ```
 */
export interface CheckoutTransitionResult {
  readonly state: CheckoutTransitionState;
  readonly effects: readonly CheckoutEffect[];
}

/**
 * The checkout's delivery and payment decisions as a transition (issue 30): the next state and the effects
 * as data, which the store runs (storage, requests). Pure: the same state and event always give the same
 * result, and the given state is never changed.
 *
 * - A delivery method chosen is kept in the shipping details too (they are saved, behaviour.md §10.1), and
 *   the totals follow it (§9.14).
 * - A payment method chosen asks the totals for its fee; choosing another than BLIK clears the BLIK error.
 * - The BLIK code is kept as typed (the field shows it), its error rechecked.
 * - A locker chosen is saved with the extras and its field's error rechecked.
 *
 * @example
 * ```ts
 * const { state, effects } = checkoutTransition(current, { type: "paymentChosen", code: "blik" });
 * effects; // [{ type: "saveDetails" }, { type: "collectTotals", paymentMethod: "blik" }]
 * ```
 */
export function checkoutTransition(
  state: CheckoutTransitionState,
  event: CheckoutEvent,
): CheckoutTransitionResult {
  switch (event.type) {
    case "shippingChosen": {
      const choice = { carrier_code: event.method.carrier_code, method_code: event.method.method_code };
      return {
        state: {
          ...state,
          shippingChoice: choice,
          details: {
            ...state.details,
            shippingDetails: {
              ...state.details.shippingDetails,
              shippingMethod: choice.method_code,
              shippingCarrier: choice.carrier_code,
            },
          },
        },
        effects: [{ type: "saveDetails" }, { type: "syncTotals" }],
      };
    }
    case "paymentChosen":
      return {
        state: {
          ...state,
          blikError: event.code === BLIK ? state.blikError : null,
          details: {
            ...state.details,
            paymentDetails: { ...state.details.paymentDetails, paymentMethod: event.code },
          },
        },
        effects: [{ type: "saveDetails" }, { type: "collectTotals", paymentMethod: event.code }],
      };
    case "billingSameSet":
      return {
        state: { ...state, billingSame: event.same },
        effects: [{ type: "recheck", section: "payment", field: "streetAddress" }],
      };
    case "blikCodeTyped":
      return {
        state: { ...state, blikCode: event.typed },
        effects: [{ type: "recheck", section: "blik", field: "blikCode" }],
      };
    case "lockerChosen":
      return {
        state: { ...state, inpostLocker: { ...event.locker } },
        effects: [{ type: "saveExtras" }, { type: "recheck", section: "shipping", field: "inpostLocker" }],
      };
  }
}
