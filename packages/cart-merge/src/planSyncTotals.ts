import { CART_MESSAGES } from "./cartMessages.js";

/**
 * An address as `orderDataForTotals` gives it (behaviour §10.2).
 *
 * @example
 * const address: TotalsAddress = { firstname: "Anna", lastname: "Nowak", city: "Kraków", postcode: "31-042", street: ["Rynek Główny 1"] };
 */
export interface TotalsAddress {
  readonly [key: string]: unknown;
}

/**
 * The data for server totals (`orderDataForTotals`, behaviour §10.2), produced by the checkout package.
 *
 * @example
 * const data: OrderDataForTotals = { country: "PL", shippingAddress: {}, billingAddress: {}, method_code: "flatrate", carrier_code: "flatrate", payment_method: "cashondelivery" };
 */
export interface OrderDataForTotals {
  readonly country: string | null | undefined;
  readonly shippingAddress?: TotalsAddress;
  readonly billingAddress?: TotalsAddress;
  readonly method_code?: string | null;
  readonly carrier_code?: string | null;
  readonly payment_method?: string | null;
}

/**
 * The `addressInformation` body of `POST cart/shipping-information` (api-contract §5.9).
 *
 * @example
 * const body: AddressInformation = { shippingAddress: { countryId: "PL" }, billingAddress: {} };
 */
export interface AddressInformation {
  readonly shippingAddress: TotalsAddress & { readonly countryId: string | null | undefined };
  readonly billingAddress: TotalsAddress;
  readonly shippingCarrierCode?: string;
  readonly shippingMethodCode?: string;
}

/**
 * `addressInformation` (behaviour §9.14): the shipping address with `countryId = d.country`, the billing
 * address, and the carrier and method codes only when they are truthy. Pure.
 *
 * @example
 * addressInformation({ country: "PL", shippingAddress: { city: "Gdańsk" }, method_code: "standard", carrier_code: "courier" });
 * // { shippingAddress: { countryId: "PL", city: "Gdańsk" }, billingAddress: {}, shippingCarrierCode: "courier", shippingMethodCode: "standard" }
 */
export function addressInformation(data: OrderDataForTotals): AddressInformation {
  const info: {
    -readonly [K in keyof AddressInformation]: AddressInformation[K];
  } = {
    shippingAddress: { countryId: data.country, ...data.shippingAddress },
    billingAddress: { ...data.billingAddress },
  };
  if (data.carrier_code) info.shippingCarrierCode = data.carrier_code;
  if (data.method_code) info.shippingMethodCode = data.method_code;
  return info;
}

/**
 * Inputs of {@link planSyncTotals}.
 *
 * @example
 * const context: SyncTotalsContext = { canSyncTotals: true, totalsSyncRequired: true, methodsData: { country: "PL" } };
 */
export interface SyncTotalsContext {
  /** Totals sync enabled (`cart.synchronize_totals ∧ online ∧ client`) and the cart connected. */
  readonly canSyncTotals: boolean;
  /** `isTotalsSyncRequired` of the state. */
  readonly totalsSyncRequired: boolean;
  /** Coupons and checkout changes force the sync. @default false */
  readonly forceServerSync?: boolean;
  /** `methodsData || orderDataForTotals()`. */
  readonly methodsData: OrderDataForTotals;
}

/**
 * The steps of `syncTotals` (behaviour §9.14).
 *
 * @example
 * const plan: SyncTotalsPlan = { pullMethods: false, request: null };
 */
export interface SyncTotalsPlan {
  /** Run `syncShippingMethods` then `syncPaymentMethods` (checkout package, §10.2) first. */
  readonly pullMethods: boolean;
  /**
   * `shipping-information`: `POST cart/shipping-information {addressInformation}`; `totals`: `GET
   * cart/totals`. Feed the answer to `applyServerTotals`. `null`: no request.
   */
  readonly request:
    | { readonly type: "shipping-information"; readonly addressInformation: AddressInformation }
    | { readonly type: "totals" }
    | null;
  /** A message to log (not shown to the shopper): the default country is missing. */
  readonly log?: string;
}

/**
 * Plans `syncTotals({forceServerSync, methodsData})` (behaviour §9.14). Pure. Methods are pulled when
 * totals are required or forced; the totals request runs when totals can sync and are required or forced,
 * and needs a country (else the `Please do set the tax.defaultCountry in order to calculate totals` log).
 * With a shipping method or carrier the request is `shipping-information`, otherwise `totals`.
 *
 * @example
 * planSyncTotals({ canSyncTotals: true, totalsSyncRequired: false, forceServerSync: true, methodsData: { country: "PL" } }).request;
 * // { type: "totals" }
 */
export function planSyncTotals(context: SyncTotalsContext): SyncTotalsPlan {
  const { canSyncTotals, totalsSyncRequired, forceServerSync = false, methodsData } = context;
  const due = totalsSyncRequired || forceServerSync;
  if (!canSyncTotals || !due) return { pullMethods: due, request: null };
  if (!methodsData.country) {
    return { pullMethods: true, request: null, log: CART_MESSAGES.missingDefaultCountry };
  }
  const hasShippingInformation = Boolean(methodsData.method_code || methodsData.carrier_code);
  return {
    pullMethods: true,
    request: hasShippingInformation
      ? { type: "shipping-information", addressInformation: addressInformation(methodsData) }
      : { type: "totals" },
  };
}
