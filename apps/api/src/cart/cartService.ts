import { isVirtualCart } from "@outlet/cart-merge";
import { shippingMethodName, visiblePaymentMethods } from "@outlet/checkout";
import { paymentFeeGrosze } from "@outlet/orders";
import { type BundleOptionRule, bundleLinkSkus, fromGrosze, toGrosze } from "@outlet/pricing";
import type { FastifyRequest } from "fastify";
import type { Selectable } from "kysely";
import { z } from "zod";
import { sha256Hex } from "../auth/secrets.js";
import { taxRateFor } from "../catalog/priceFields.js";
import type { AppContext } from "../context.js";
import type { TransactionTables, TxDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";
import { type PickupLocation, pickupLocationOf } from "../shipping/pickupLocation.js";
import { isNewsletterCode, NEWSLETTER_COUPON, newsletterCodeState } from "../shop/newsletterCoupons.js";
import { type ShopServices, shopServices } from "../shop/shopServices.js";
import { computeTotals, type PricedFee, type PricedLine, type TotalsResult, vatOf } from "./computeTotals.js";
import { type LineOptions, type LineProblem, type ResolvedLine, resolveProduct } from "./resolveProduct.js";

/** A cart row. */
export type CartRow = Selectable<TransactionTables["cart"]>;
/** A cart line row. */
export type CartItemRow = Selectable<TransactionTables["cart_item"]>;

/** Guest carts expire after 30 days without changes (Appendix A). */
export const CART_TTL_MS = 30 * 86_400_000;
/** A cart holds at most 100 lines (§5.1). */
export const MAX_CART_LINES = 100;

/** §5.1: a guest id (32 base62) or a customer cart id (numeric). */
export const cartIdSchema = z.string().regex(/^(?:[A-Za-z0-9]{32}|[1-9][0-9]{0,11})$/);

/**
 * The stored form of a guest cart id: its SHA-256 (S8). Lookups by hash reveal nothing about the id through
 * timing, and a database copy holds no usable cart ids.
 *
 * @example
 * guestKeyHash("aZ3…"); // "5f1c…" (64 hex)
 */
export const guestKeyHash = (cartId: string): string => sha256Hex(`guest-cart:${cartId}`);

/** A shipping method as §12.14 describes it, with its gross price in grosze. */
export interface ShippingOffer {
  readonly carrier_code: string;
  readonly method_code: string;
  readonly carrier_title: string;
  readonly method_title: string;
  readonly amount: number;
  readonly base_amount: number;
  readonly price_excl_tax: number;
  readonly price_incl_tax: number;
  readonly available: true;
  readonly error_message: "";
  readonly default: boolean;
  /** The store a personal-pickup method hands the parcel over in (issue 12). */
  readonly pickup_location?: PickupLocation;
}

/** A payment method (§12.14). */
export interface PaymentOffer {
  readonly code: string;
  readonly title: string;
  readonly cost_incl_tax: number;
  readonly default: boolean;
}

/**
 * Finds the cart a request addresses (§5.1): a customer id needs the owner's token, a guest id is a bearer
 * credential; unknown, expired, ordered or someone else's carts are all 404 (S3). An invalid token is 401.
 *
 * @example
 * const { cart, customerId } = await findCart(context, request, "aZ3…");
 */
export async function findCart(
  context: AppContext,
  request: FastifyRequest,
  cartId: string,
): Promise<{ cart: CartRow; customerId: number | null }> {
  const { db, auth } = shopServices(context);
  const customerId = await auth.optionalCustomer(request);
  const notFound = new ApiError("not_found", {
    message: {
      pl: "Nie znaleziono koszyka. Utwórz nowy koszyk.",
      en: "Cart not found. Create a new cart.",
    },
  });
  let cart = await lookupCart(db, cartId, customerId);
  // a guest cart expires 30 days after its last change
  if (cart && cart.guest_key !== null && cart.updated_at + CART_TTL_MS <= context.now()) cart = undefined;
  if (cart?.status !== "active") throw notFound;
  return { cart, customerId };
}

/**
 * The cart row a valid cart id names, in any status: a numeric id is a customer's cart and found only for
 * its owner (never for a guest), any other id is a guest cart's bearer key, looked up by its hash.
 *
 * @example
 * const cart = await lookupCart(db, "aZ3…", null);
 */
export async function lookupCart(
  db: TxDb,
  cartId: string,
  customerId: number | null,
): Promise<CartRow | undefined> {
  if (/^[1-9][0-9]*$/.test(cartId)) {
    if (customerId === null) return undefined;
    return db
      .selectFrom("cart")
      .selectAll()
      .where("id", "=", Number(cartId))
      .where("customer_id", "=", customerId)
      .where("guest_key", "is", null)
      .executeTakeFirst();
  }
  return db.selectFrom("cart").selectAll().where("guest_key", "=", guestKeyHash(cartId)).executeTakeFirst();
}

/**
 * Lines of a cart in insertion order.
 *
 * @example
 * const rows = await cartLines(shopServices(context), cart.id);
 */
export function cartLines(services: ShopServices, cartId: number): Promise<CartItemRow[]> {
  return services.db
    .selectFrom("cart_item")
    .selectAll()
    .where("cart_id", "=", cartId)
    .orderBy("item_id")
    .execute();
}

const parseOption = (text: string | null): LineOptions | null =>
  text === null ? null : (JSON.parse(text) as LineOptions);

/**
 * Resolves a line against the current catalogue (prices, stock when `qty` is given).
 *
 * @example
 * resolveLine(context, { sku: "SUK-0193-M", qty: 1 });
 */
export async function resolveLine(
  context: AppContext,
  input: { sku: string; qty: number | null; product_option?: LineOptions | null | undefined },
): Promise<ResolvedLine | LineProblem> {
  const now = context.now();
  const first = await context.catalog.productsBySku([input.sku], now);
  const product = first.get(input.sku)?.product;
  // the line's product, its children and a bundle's linked products: everything resolveProduct reads
  const related = product
    ? [
        String(product.sku),
        ...((product.configurable_children as { sku?: unknown }[] | undefined) ?? []).map((c) =>
          String(c.sku),
        ),
        ...(Array.isArray(product.bundle_options)
          ? bundleLinkSkus({ bundle_options: product.bundle_options as BundleOptionRule[] })
          : []),
      ]
    : [];
  const links = related.length > 0 ? await context.catalog.productsBySku(related, now) : new Map();
  const bySku = new Map([...links, ...first]);
  const stock = await context.catalog.stocks([input.sku, ...related]);
  return resolveProduct({ bySku }, await context.catalog.taxRules(), (sku) => stock.get(sku), input);
}

/**
 * A stored line priced from the catalogue (stock not checked), or `null` when its product vanished.
 *
 * @example
 * priceStoredLine(context, row)?.unitGross; // 12999
 */
export async function priceStoredLine(context: AppContext, row: CartItemRow): Promise<ResolvedLine | null> {
  const resolved = await resolveLine(context, {
    sku: row.sku,
    qty: null,
    product_option: parseOption(row.product_option),
  });
  return resolved.ok ? resolved : null;
}

/**
 * The §12.12 CartItem of a stored line.
 *
 * @example
 * cartItemDoc(context, "aZ3…", row);
 */
export async function cartItemDoc(
  context: AppContext,
  cartId: string,
  row: CartItemRow,
): Promise<Record<string, unknown>> {
  const priced = await priceStoredLine(context, row);
  const gross = priced?.unitGross ?? 0;
  const rate = priced?.rate ?? 0;
  const option = parseOption(row.product_option);
  return {
    item_id: row.item_id,
    sku: row.sku,
    qty: row.qty,
    name: priced?.name ?? row.sku,
    price: fromGrosze(gross - vatOf(gross, rate)),
    price_incl_tax: fromGrosze(gross),
    product_type: row.product_type,
    quote_id: cartId,
    ...(option ? { product_option: option } : {}),
  };
}

/**
 * The VAT rate of fees (shipping, payment): the standard class of the PL rule.
 *
 * @example
 * feeRate(context); // 23
 */
export async function feeRate(context: AppContext): Promise<number> {
  return taxRateFor(2, await context.catalog.taxRules(), "PL");
}

/** A PLN amount of a catalogue document in grosze (`@outlet/pricing`'s one rounding); not a number → 0. */
const gr = (value: unknown): number => {
  const amount = Number(value ?? 0);
  return Number.isFinite(amount) ? toGrosze(amount) : 0;
};

/**
 * Shipping methods offered for a country (§5.8): none outside the shipping countries (§5.12).
 *
 * @example
 * (await shippingOffers(context, "PL")).map((m) => m.carrier_code); // ["flatrate", "inpost", "pickup"]
 */
export async function shippingOffers(context: AppContext, country: string): Promise<ShippingOffer[]> {
  if (!shopServices(context).config.shippingCountries.includes(country)) return [];
  return (await context.catalog.documents("shipping_method"))
    .filter((m) => {
      const countries = (m.countries as string[] | undefined) ?? ["*"];
      return countries.includes("*") || countries.includes(country);
    })
    .map((m) => {
      const net = Number(m.price_excl_tax ?? 0);
      const pickup = pickupLocationOf(m);
      return {
        carrier_code: String(m.carrier_code),
        method_code: String(m.method_code),
        carrier_title: String(m.carrier_title),
        method_title: String(m.method_title),
        amount: net,
        base_amount: net,
        price_excl_tax: net,
        price_incl_tax: Number(m.price_incl_tax ?? 0),
        available: true as const,
        error_message: "" as const,
        default: m.default === true,
        ...(pickup ? { pickup_location: pickup } : {}),
      };
    });
}

/**
 * Payment methods offered for a set of lines (§5.7): no cash on delivery when every line is virtual.
 *
 * @example
 * (await paymentOffers(context, true)).map((m) => m.code); // ["banktransfer", "blik", "online"]
 */
export async function paymentOffers(context: AppContext, virtualOnly: boolean): Promise<PaymentOffer[]> {
  const all = (await context.catalog.documents("payment_method")).map((m) => ({
    code: String(m.code),
    title: String(m.title),
    cost_incl_tax: Number(m.cost_incl_tax ?? 0),
    default: m.default === true,
  }));
  return visiblePaymentMethods(all, virtualOnly);
}

/**
 * A percent coupon by code (exact, then upper-case), when it is active; otherwise `null`.
 *
 * @example
 * await findCoupon(context, "lato10"); // { code: "LATO10", percent: 10 }
 * await findCoupon(context, "NEWSLETTER10-4FQ2K9ZPLM"); // { code: "NEWSLETTER10-4FQ2K9ZPLM", percent: 10 } until used
 */
export async function findCoupon(
  context: AppContext,
  code: string,
): Promise<{ code: string; percent: number } | null> {
  // issue 12: the newsletter discount is each subscriber's own single-use code, never the bare campaign code
  const personal = isNewsletterCode(code);
  if (personal && (await newsletterCodeState(context, code)) !== "usable") return null;
  const key = personal ? NEWSLETTER_COUPON : code;
  if (!personal && key.toUpperCase() === NEWSLETTER_COUPON) return null;
  const hit =
    (await context.catalog.byKey("coupon", key)) ??
    (await context.catalog.byKey("coupon", key.toUpperCase()));
  if (!hit?.active || hit.doc.active === false) return null;
  if (hit.doc.type !== "percent") return null;
  const percent = Number(hit.doc.value);
  return Number.isFinite(percent) && percent > 0 && percent <= 100
    ? { code: personal ? code.toUpperCase() : String(hit.doc.code), percent }
    : null;
}

/**
 * Whether every priced line is virtual or downloadable (and there is at least one): cart-merge's
 * `isVirtualCart` over the lines' product types, the one rule the storefront applies too (issue 30, rule 16).
 *
 * @example
 * isVirtual([voucherLine]); // true
 */
export const isVirtual = (lines: readonly ResolvedLine[]): boolean =>
  isVirtualCart(lines.map((line) => ({ type_id: line.productType })));

/**
 * The §12.13 Totals of priced lines with the chosen coupon, shipping and payment method (methods not
 * offered for the country are left out).
 *
 * @example
 * totalsFor(context, [{ id: 1, qty: 2, line }], { coupon: null, country: "PL", carrier: "flatrate", method: "flatrate", payment: "banktransfer" });
 */
export async function totalsFor(
  context: AppContext,
  lines: readonly { id: number; qty: number; line: ResolvedLine }[],
  choice: {
    coupon: { code: string; percent: number } | null;
    country: string | null;
    carrier: string | null;
    method: string | null;
    payment: string | null;
  },
): Promise<TotalsResult> {
  const priced: PricedLine[] = lines.map(({ id, qty, line }) => ({
    item_id: id,
    name: line.name,
    qty,
    unitGross: line.unitGross,
    rate: line.rate,
    options: line.options,
  }));
  const rate = await feeRate(context);
  const virtualOnly = isVirtual(lines.map((l) => l.line));
  let shipping: PricedFee | null = null;
  // A virtual or downloadable cart is never shipped (api-contract.md §6.1): a stored courier costs nothing.
  if (!virtualOnly && choice.carrier !== null && choice.method !== null) {
    const offer = (await shippingOffers(context, choice.country ?? "PL")).find(
      (m) => m.carrier_code === choice.carrier && m.method_code === choice.method,
    );
    // the one name of the method, as the checkout offers it and the order shows it (s22)
    if (offer) shipping = { title: shippingMethodName(offer), gross: gr(offer.price_incl_tax), rate };
  }
  let payment: PricedFee | null = null;
  if (choice.payment !== null) {
    const offer = (await paymentOffers(context, virtualOnly)).find((m) => m.code === choice.payment);
    const gross = offer && paymentFeeGrosze(offer.code, choice.carrier, gr(offer.cost_incl_tax)); // §7: no COD fee in store
    if (offer) payment = { title: offer.title, gross: gross || 0, rate };
  }
  return computeTotals({ lines: priced, coupon: choice.coupon, shipping, payment });
}

/**
 * The Totals of a stored cart: every line re-priced from the catalogue, the stored coupon re-validated, the
 * stored shipping and payment choices applied (§5.6, S4).
 *
 * @example
 * const { totals } = await cartTotals(context, cart);
 */
export async function cartTotals(
  context: AppContext,
  cart: CartRow,
): Promise<TotalsResult & { lines: ResolvedLine[] }> {
  const rows = await cartLines(shopServices(context), cart.id);
  const priced = (
    await Promise.all(
      rows.map(async (row) => ({ id: row.item_id, qty: row.qty, line: await priceStoredLine(context, row) })),
    )
  ).filter((l): l is { id: number; qty: number; line: ResolvedLine } => l.line !== null);
  const address = cart.shipping_address
    ? (JSON.parse(cart.shipping_address) as { country_id?: string })
    : null;
  const result = await totalsFor(context, priced, {
    coupon: cart.coupon_code ? await findCoupon(context, cart.coupon_code) : null,
    country: address?.country_id ?? "PL",
    carrier: cart.shipping_carrier_code,
    method: cart.shipping_method_code,
    payment: cart.payment_method_code,
  });
  return { ...result, lines: priced.map((p) => p.line) };
}
