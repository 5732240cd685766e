import type { AdditionalComments, BuildOrderInput } from "./buildOrder.js";
import type { CheckoutState, PaymentDetails, ShippingDetails } from "./checkoutState.js";
import { deliveryKindOf } from "./deliveryKindOf.js";
import type { ParcelLocker } from "./parcelLocker.js";

export type { ParcelLocker } from "./parcelLocker.js";

import { type PaymentMethod, preselectPaymentMethod, visiblePaymentMethods } from "./paymentMethods.js";
import { preselectShippingMethod, type ShippingMethod } from "./shippingMethods.js";

export { INPOST_CARRIER } from "./deliveryKindOf.js";

/** The payment method that takes the 6-digit code of the bank app (api-contract.md §6.1). */
export const BLIK = "blik";

/**
 * The chosen shipping method by its codes.
 *
 * @example
 * ```ts
 * const choice: MethodChoice = { carrier_code: "inpost", method_code: "inpost_paczkomat" };
 * ```
 */
export interface MethodChoice {
  readonly carrier_code: string;
  readonly method_code: string;
}

/**
 * The shopper's delivery and payment decisions the checkout holds (issue 30: one place for them): the
 * details typed, the chosen shipping method, whether the billing address is the shipping one, the BLIK code
 * as typed and the chosen locker.
 *
 * @example
 * ```ts
 * const decisions: CheckoutDecisions = { details, shippingChoice: null, billingSame: true, blikCode: "", inpostLocker: null };
 * ```
 */
export interface CheckoutDecisions {
  readonly details: CheckoutState;
  readonly shippingChoice: MethodChoice | null;
  readonly billingSame: boolean;
  readonly blikCode: string;
  readonly inpostLocker: ParcelLocker | null;
}

/**
 * Where the order goes: nowhere (a virtual cart), to an address by courier, to a parcel locker, or to a
 * shop for pickup.
 *
 * @example
 * ```ts
 * const kind: DeliveryKind = deliveryOf(decisions, false).kind; // "locker"
 * ```
 */
export type DeliveryKind = "none" | "courier" | "locker" | "pickup";

/**
 * The delivery the decisions come to: its kind and the method behind it. Pure.
 *
 * @example
 * ```ts
 * const delivery: Delivery = { kind: "courier", method: { carrier_code: "flatrate", method_code: "flatrate" } };
 * ```
 */
export interface Delivery {
  readonly kind: DeliveryKind;
  readonly method: ShippingMethod | null;
}

/**
 * The chosen shipping method among the offered ones, else the preselected one (behaviour.md §10.2). Pure.
 *
 * @example
 * ```ts
 * chosenShippingMethod(decisions)?.carrier_code; // "flatrate"
 * ```
 */
export function chosenShippingMethod(decisions: CheckoutDecisions): ShippingMethod | null {
  const methods = decisions.details.shippingMethods;
  const choice = decisions.shippingChoice;
  const chosen = choice
    ? methods.find((m) => m.carrier_code === choice.carrier_code && m.method_code === choice.method_code)
    : undefined;
  return chosen ?? preselectShippingMethod(methods);
}

/**
 * The delivery of the decisions: none for a virtual cart (behaviour.md §10.2), a store pickup when the
 * method names a pickup location, a locker for InPost, else a courier to the typed address. Pure.
 *
 * @example
 * ```ts
 * deliveryOf(decisions, false).kind; // "courier"
 * ```
 */
export function deliveryOf(decisions: CheckoutDecisions, virtualCart: boolean): Delivery {
  if (virtualCart) return { kind: "none", method: null };
  const method = chosenShippingMethod(decisions);
  return { kind: method ? deliveryKindOf(method) : "courier", method };
}

/**
 * The payment methods shown for the delivery (no cash on delivery for a virtual cart) and the chosen one:
 * the chosen code while it is shown, else the first shown, so the order's method is always one offered.
 * Pure.
 *
 * @example
 * ```ts
 * chosenPaymentMethod(decisions, false)?.code; // "blik"
 * ```
 */
export function chosenPaymentMethod(
  decisions: CheckoutDecisions,
  virtualCart: boolean,
): PaymentMethod | null {
  const shown = visiblePaymentMethods(decisions.details.paymentMethods, virtualCart);
  return preselectPaymentMethod(decisions.details.paymentDetails.paymentMethod || null, shown);
}

/**
 * The BLIK code as the API takes it: the digits typed, spaces (and the dash some bank apps show) removed
 * (issue 32: "123 456" was refused). Pure.
 *
 * @example
 * ```ts
 * blikCodeOf(" 123 456 "); // "123456"
 * ```
 */
export function blikCodeOf(typed: string): string {
  return typed.replace(/[\s\u00a0-]/g, "");
}

/**
 * The shipping details the order, its totals and its checks use (issue 12, issue 32): what the shopper typed
 * for a courier; for a store pickup the shop's address and for a parcel locker the locker's, each with the
 * shopper's name (from the personal details) and the phone typed, so no street address is asked for either
 * (the typed one stays for a switch back to a courier). Pure.
 *
 * @example
 * ```ts
 * effectiveShippingDetails(decisions, false).streetAddress; // "ul. Floriańska 12" for the locker KRA01M
 * ```
 */
export function effectiveShippingDetails(
  decisions: CheckoutDecisions,
  virtualCart: boolean,
): ShippingDetails {
  const shipping = decisions.details.shippingDetails;
  const delivery = deliveryOf(decisions, virtualCart);
  const personal = decisions.details.personalDetails;
  const place =
    delivery.kind === "pickup" && delivery.method?.pickup_location
      ? {
          street: delivery.method.pickup_location.street,
          house: delivery.method.pickup_location.house,
          postcode: delivery.method.pickup_location.postcode,
          city: delivery.method.pickup_location.city,
          country: delivery.method.pickup_location.country_id,
        }
      : delivery.kind === "locker" && decisions.inpostLocker
        ? {
            street: decisions.inpostLocker.street,
            house: decisions.inpostLocker.code,
            postcode: decisions.inpostLocker.postcode,
            city: decisions.inpostLocker.city,
            country: "PL",
          }
        : null;
  if (!place) return shipping;
  return {
    ...shipping,
    firstName: personal.firstName || shipping.firstName,
    lastName: personal.lastName || shipping.lastName,
    streetAddress: place.street,
    apartmentNumber: place.house,
    zipCode: place.postcode,
    city: place.city,
    country: place.country || shipping.country || "PL",
  };
}

/**
 * Whether the checkout shows a billing address form: for a virtual cart (its only address, behaviour.md
 * §10.2), and for a courier when the shopper unticks "Dane do faktury takie same jak adres dostawy"; never
 * for a pickup or a locker (a company invoice carries its own address). Pure.
 *
 * @example
 * ```ts
 * isBillingFormShown({ ...decisions, billingSame: false }, false); // true for a courier
 * ```
 */
export function isBillingFormShown(decisions: CheckoutDecisions, virtualCart: boolean): boolean {
  const kind = deliveryOf(decisions, virtualCart).kind;
  return kind === "none" || (kind === "courier" && !decisions.billingSame);
}

/**
 * The payment details the order carries: the billing address typed when its form is shown; for a courier
 * with "same as delivery" the shipping address copied in; for a store pickup or a parcel locker only the
 * buyer's contact (name, phone, country) with no street, postcode or city, since the shopper typed no
 * address of their own and the store's or the locker's is not theirs (issue 32; a company invoice brings
 * its own address, `buildOrder`). The chosen (offered) payment method; for BLIK its code without spaces as
 * `paymentMethodAdditional`, for any other method none. Pure.
 *
 * @example
 * ```ts
 * effectivePaymentDetails(decisions, false).paymentMethodAdditional; // { blik_code: "123456" }
 * effectivePaymentDetails(lockerDecisions, false).streetAddress; // ""
 * ```
 */
export function effectivePaymentDetails(decisions: CheckoutDecisions, virtualCart: boolean): PaymentDetails {
  const payment = decisions.details.paymentDetails;
  const method = chosenPaymentMethod(decisions, virtualCart);
  const code = method?.code ?? payment.paymentMethod;
  const additional = code === BLIK ? { blik_code: blikCodeOf(decisions.blikCode) } : {};
  const base = { ...payment, paymentMethod: code, paymentMethodAdditional: additional };
  if (isBillingFormShown(decisions, virtualCart)) return base;
  const s = effectiveShippingDetails(decisions, virtualCart);
  const contactOnly = deliveryOf(decisions, virtualCart).kind !== "courier";
  return {
    ...base,
    firstName: s.firstName,
    lastName: s.lastName,
    country: s.country,
    streetAddress: contactOnly ? "" : s.streetAddress,
    apartmentNumber: contactOnly ? "" : s.apartmentNumber,
    city: contactOnly ? "" : s.city,
    state: contactOnly ? "" : s.state,
    region_id: contactOnly ? 0 : s.region_id,
    zipCode: contactOnly ? "" : s.zipCode,
    phoneNumber: s.phoneNumber,
  };
}

/**
 * The delivery and payment part of the order (what {@link buildOrder} reads, issue 30: decided here, not
 * patched onto the order afterwards): the effective addresses, the chosen shipping method's codes, the
 * offered payment method chosen, and the locker only for a locker delivery. Pure.
 *
 * @example
 * ```ts
 * buildOrder({ cartLines, personalDetails, isVirtualCart: false, ...orderChoices(decisions, false) });
 * ```
 */
export function orderChoices(
  decisions: CheckoutDecisions,
  virtualCart: boolean,
): Pick<
  BuildOrderInput,
  "shippingDetails" | "paymentDetails" | "shippingMethod" | "paymentMethodCode" | "inpostLocker"
> {
  const delivery = deliveryOf(decisions, virtualCart);
  const payment = effectivePaymentDetails(decisions, virtualCart);
  // A virtual order goes nowhere, yet the request names the chosen method as it always did (the API ignores
  // it for a virtual order, and refuses an empty method code).
  const method = delivery.method ?? chosenShippingMethod(decisions);
  return {
    shippingDetails: effectiveShippingDetails(decisions, virtualCart),
    paymentDetails: payment,
    shippingMethod: method ? { method_code: method.method_code, carrier_code: method.carrier_code } : null,
    paymentMethodCode: payment.paymentMethod || null,
    inpostLocker: delivery.kind === "locker" ? decisions.inpostLocker : null,
  };
}

/**
 * The comments the order carries (issue 32): the note for the courier only when a courier delivers — a
 * store pickup or a parcel locker has no courier to read it, so the checkout does not offer the field there
 * and a note typed before switching is dropped — and the note for the shop always. Pure.
 *
 * @example
 * ```ts
 * orderComments({ enabled: true, delivery: "Domofon 12", order: "Na prezent" }, pickupDecisions, false);
 * // { enabled: true, delivery: "", order: "Na prezent" }
 * ```
 */
export function orderComments(
  comments: AdditionalComments,
  decisions: CheckoutDecisions,
  virtualCart: boolean,
): AdditionalComments {
  return deliveryOf(decisions, virtualCart).kind === "courier" ? comments : { ...comments, delivery: "" };
}
