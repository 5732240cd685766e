import { randomUUID } from "node:crypto";
import { canonicalJson } from "@outlet/cart-merge";
import { validateOrderRequest } from "@outlet/checkout";
import type { OrderRequest } from "@outlet/contract";
import { toGrosze } from "@outlet/pricing";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { loadCustomer } from "../auth/customerStore.js";
import { randomBase62, sha256Hex } from "../auth/secrets.js";
import {
  type CartRow,
  cartIdSchema,
  findCoupon,
  guestKeyHash,
  isVirtual,
  lineIssue,
  paymentOffers,
  resolveLine,
  shippingOffers,
  totalsFor,
} from "../cart/cartService.js";
import { productOptionSchema, qtySchema, skuSchema } from "../cart/lineSchemas.js";
import type { ResolvedLine } from "../cart/resolveProduct.js";
import type { CatalogWriteHandle } from "../catalog/catalogWriter.js";
import { refreshStockFlags } from "../catalog/productIndexWriter.js";
import type { RouteGroup } from "../context.js";
import { ApiError, type Issue } from "../http/apiError.js";
import { sendJson } from "../http/createRouter.js";
import { langFrom, reasonMessage } from "../http/messages.js";
import { commonQuery, freeText, issue, parseInput } from "../http/validation.js";
import { orderCacheTags, soldOutSkus } from "../orders/orderCacheTags.js";
import { incrementId, type OrderItemDoc } from "../orders/orderDocument.js";
import { sendOrderConfirmation } from "../orders/sendOrderConfirmation.js";
import { placedOrderStatus, placedPaymentFields, withPaymentRedirect } from "../payments/orderPayment.js";
import { findInpostLocker } from "../shipping/inpostLockers.js";
import { pickupShippingAddress } from "../shipping/pickupLocation.js";
import { type Address, addressSchema } from "../shop/addressSchema.js";
import { formatDateTime } from "../shop/formatDateTime.js";
import { claimOrderCoupon, NewsletterCodeTaken } from "../shop/newsletterCoupons.js";
import { hitLimit, ipOf, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/** §6.1: body limit 1 MB (lines carry full product documents). */
export const ORDER_BODY_LIMIT = 1024 * 1024;
/** §6.2: a duplicate waits this long for the first request, then gets 409. */
export const IN_FLIGHT_WAIT_MS = 5000;
/** §6.2: idempotency records are kept for 30 days. */
export const IDEMPOTENCY_TTL_MS = 30 * 86_400_000;

const KEY = /^[A-Za-z0-9._:-]{16,128}$/;

const lineSchema = z.looseObject({
  sku: skuSchema,
  qty: qtySchema,
  parentSku: z.union([skuSchema, z.null(), z.literal("")]).optional(),
  product_option: productOptionSchema.nullable().optional(),
  type_id: z.string().max(32).optional(),
});

function orderSchema(countries: ReadonlySet<string>) {
  return z.strictObject({
    order_id: z.string().max(256).optional(),
    user_id: z.union([z.string().max(64), z.number().int(), z.null()]).optional(),
    transmited: z.union([z.boolean(), z.number().int().min(0).max(1)]).optional(),
    created_at: z.string().max(64).optional(),
    updated_at: z.string().max(64).optional(),
    store_code: z.string().max(32).optional(),
    cart_id: z.union([z.string().max(64), z.number().int().min(0), z.null()]).optional(),
    products: z.array(lineSchema).min(1).max(100),
    addressInformation: z.strictObject({
      billingAddress: addressSchema({ countries }),
      // The phone is optional (issue 12: the checkout marks it optional; deviation from api-contract §6.1).
      shippingAddress: addressSchema({ countries }).optional(),
      shipping_carrier_code: z.string().min(1).max(64).optional(),
      shipping_method_code: z.string().min(1).max(64).optional(),
      payment_method_code: z.string().min(1).max(64),
      payment_method_additional: z.record(z.string().max(64), z.unknown()).optional(),
      // The InPost locker (issue 12): only its code is read, the rest comes from the locker list.
      inpost_locker: z
        .looseObject({ code: z.string().max(16) })
        .nullable()
        .optional(),
      shippingExtraFields: z
        .strictObject({
          delivery_comment: freeText(0, 500).optional(),
          order_comment: freeText(0, 1000).optional(),
        })
        .optional(),
    }),
    expected_grand_total: z.number().min(0).max(1e9).optional(),
  }) satisfies z.ZodType<OrderRequest>;
}

type OrderBody = z.output<ReturnType<typeof orderSchema>>;

/** A finished outcome: what is stored under the idempotency key and sent. */
interface Outcome {
  readonly code: number;
  readonly body: Record<string, unknown>;
}

/** Builds the error envelope exactly as the server's error handler does (stored for replays). */
function errorOutcome(request: FastifyRequest, error: ApiError): Outcome {
  const lang = langFrom(request.headers["accept-language"]);
  const message = error.localized?.[lang] ?? reasonMessage(error.reason, lang);
  const result: Record<string, unknown> = { message, errorMessage: message };
  if (error.status === 400) {
    result.issues = error.issues.map(({ messageEn, message: pl, ...rest }) => ({
      ...rest,
      message: lang === "en" ? (messageEn ?? pl) : pl,
    }));
  }
  Object.assign(result, error.result);
  return { code: error.status, body: { code: error.status, result } };
}

const invalid = (issues: Issue[], pl?: string, en?: string): ApiError =>
  ApiError.invalid(issues, pl && en ? { pl, en } : undefined);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Another API process stored an answer for this idempotency key while this one placed the order (several
 * processes on one PostgreSQL): the order is rolled back and the stored answer given instead.
 */
class KeyAnsweredElsewhere extends Error {
  constructor() {
    super("idempotency key answered by another process");
  }
}

class StockConflict extends Error {
  constructor(readonly index: number) {
    super("stock conflict");
  }
}

function addressDoc(address: Address, email: string | undefined): Record<string, unknown> {
  const { id: _id, default_billing: _b, default_shipping: _s, ...rest } = address;
  return { ...rest, ...(email ? { email } : {}) };
}

/** The carrier whose orders go to a parcel locker. */
const INPOST_CARRIER = "inpost";

/** The order endpoint of api-contract §6. */
export const orderRoutes: RouteGroup = {
  name: "order",
  register(router, context) {
    const services = () => shopServices(context);
    const inFlight = new Map<string, Promise<unknown>>();

    const findOrderCart = async (cartId: string | number | null | undefined, customerId: number | null) => {
      if (cartId === undefined || cartId === null || cartId === "") return null;
      const parsed = cartIdSchema.safeParse(String(cartId));
      if (!parsed.success) return null;
      const { db } = services();
      let cart: CartRow | undefined;
      if (/^[1-9][0-9]*$/.test(parsed.data)) {
        if (customerId === null) return null;
        cart = await db
          .selectFrom("cart")
          .selectAll()
          .where("id", "=", Number(parsed.data))
          .where("customer_id", "=", customerId)
          .where("guest_key", "is", null)
          .executeTakeFirst();
      } else {
        cart = await db
          .selectFrom("cart")
          .selectAll()
          .where("guest_key", "=", guestKeyHash(parsed.data))
          .executeTakeFirst();
      }
      return cart && cart.status === "active" ? cart : null;
    };

    /** Steps 3–7 of §6.1. Throws ApiError (400) for business-rule failures. */
    const process = async (
      request: FastifyRequest,
      body: OrderBody,
      customerId: number | null,
      key: { scope: string; key: string; fingerprint: string },
    ): Promise<Outcome> => {
      const { db, config } = services();
      const info = body.addressInformation;
      // 3. resolve lines against the catalogue (the client's prices are never read, S4)
      const resolved: { line: ResolvedLine; qty: number }[] = [];
      const issues: Issue[] = [];
      const wanted = new Map<string, number>();
      for (const [i, line] of body.products.entries()) {
        const probe = await resolveLine(context, {
          sku: line.sku,
          qty: null,
          product_option: line.product_option ?? null,
        });
        if (!probe.ok) {
          issues.push(lineIssue(`products.${i}`, probe));
          continue;
        }
        const total = (wanted.get(probe.sku) ?? 0) + line.qty;
        wanted.set(probe.sku, total);
        const checked = await resolveLine(context, {
          sku: probe.sku,
          qty: total,
          product_option: line.product_option ?? null,
        });
        if (!checked.ok) {
          issues.push(lineIssue(`products.${i}`, checked));
          continue;
        }
        resolved.push({ line: checked, qty: line.qty });
      }
      if (issues.length > 0) {
        throw invalid(
          issues,
          "Niektóre zamówione produkty są niedostępne.",
          "Some of the ordered products are not available!",
        );
      }
      const lines = resolved.map((r) => r.line);
      const virtual = isVirtual(lines);
      // addresses and methods: the checkout's own rules (@outlet/checkout validateOrderRequest, the storefront
      // checks the same before sending) against what this shop offers for the order
      const customer = customerId === null ? undefined : await loadCustomer(db, customerId);
      const shippingAddress = info.shippingAddress;
      const offers = {
        virtual,
        shippingCountries: config.shippingCountries,
        shippingMethods:
          virtual || !shippingAddress ? [] : await shippingOffers(context, shippingAddress.country_id),
        paymentMethods: await paymentOffers(context, virtual),
        customerEmail: customer?.email ?? null,
        lockerExists: (code: string) => findInpostLocker(code) !== undefined,
      };
      const verdict = validateOrderRequest(body, offers);
      if (!verdict.ok)
        throw invalid(verdict.issues.map((i) => issue(i.path, i.code, i.message, i.messageEn)));
      const email = info.billingAddress.email ?? customer?.email ?? "";
      const payment = offers.paymentMethods.find((m) => m.code === info.payment_method_code);
      if (!payment) throw new Error("validateOrderRequest passed a payment method that is not offered");
      const inpostLocker =
        !virtual && info.shipping_carrier_code === INPOST_CARRIER && info.inpost_locker
          ? (findInpostLocker(info.inpost_locker.code.trim()) ?? null)
          : null;
      // 4. price everything from RB's own tables
      const cart = await findOrderCart(body.cart_id, customerId);
      let coupon: { code: string; percent: number } | null = null;
      if (cart?.coupon_code) {
        coupon = await findCoupon(context, cart.coupon_code);
        if (!coupon) {
          throw invalid([
            issue(
              "cart_id",
              "coupon_invalid",
              "Kod rabatowy nie jest już ważny.",
              "You've entered an incorrect coupon code. Please try again.",
            ),
          ]);
        }
      }
      const { totals, grandTotalGrosze } = await totalsFor(
        context,
        resolved.map((r, i) => ({ id: i + 1, qty: r.qty, line: r.line })),
        {
          coupon,
          country: shippingAddress?.country_id ?? "PL",
          carrier: virtual ? null : (info.shipping_carrier_code ?? null),
          method: virtual ? null : (info.shipping_method_code ?? null),
          payment: payment.code,
        },
      );
      // 5. a price is never raised silently
      if (body.expected_grand_total !== undefined && grandTotalGrosze > toGrosze(body.expected_grand_total)) {
        throw new ApiError("invalid_input", {
          issues: [
            issue(
              "expected_grand_total",
              "price_changed",
              "Ceny zmieniły się. Sprawdź podsumowanie zamówienia.",
              "Prices have changed. Please review the order total.",
            ),
          ],
          message: {
            pl: "Ceny zmieniły się. Sprawdź podsumowanie zamówienia.",
            en: "Prices have changed. Please review the order total.",
          },
          result: { totals },
        });
      }
      if (config.orderTestDelayMs > 0) await sleep(config.orderTestDelayMs);
      // 6. one transaction: stock, order, lines, idempotency record, cart
      const t = context.now();
      const orderUuid = randomUUID();
      const secret = randomBase62(32, true);
      const shippingOffer = offers.shippingMethods.find(
        (m) => m.carrier_code === info.shipping_carrier_code && m.method_code === info.shipping_method_code,
      );
      // a parcel collected in the shop's store goes to the store's address, whatever the client sent
      const pickup = virtual ? null : (shippingOffer?.pickup_location ?? null);
      const { status, state } = placedOrderStatus(payment.code);
      const perSku = new Map<string, { qty: number; index: number }>();
      for (const [i, r] of resolved.entries()) {
        const entry = perSku.get(r.line.sku) ?? { qty: 0, index: i };
        entry.qty += r.qty;
        perSku.set(r.line.sku, entry);
      }
      let outcome: Outcome;
      /** Skus whose stock this order moved, and which of them it sold out (for the cache tags). */
      const moved = { skus: [] as string[], soldOut: new Set<string>() };
      try {
        outcome = await db.transaction().execute(async (trx) => {
          moved.skus = [];
          for (const [sku, { qty, index }] of perSku) {
            // read in the transaction: the stock row of this very order, never a cached copy
            const stock = await trx
              .selectFrom("stock_item")
              .select("manage_stock")
              .where("sku", "=", sku)
              .executeTakeFirst();
            if (stock?.manage_stock !== 1) continue;
            const updated = await trx
              .updateTable("stock_item")
              .set((eb) => ({
                qty: eb("qty", "-", qty),
                is_in_stock: eb.case().when("qty", ">", qty).then(1).else(0).end(),
                updated_at: new Date(t).toISOString(),
              }))
              .where("sku", "=", sku)
              .where("qty", ">=", qty)
              .where("is_in_stock", "=", 1)
              .executeTakeFirst();
            if (Number(updated.numUpdatedRows) !== 1) throw new StockConflict(index);
            moved.skus.push(sku);
          }
          moved.soldOut = await soldOutSkus(trx as unknown as CatalogWriteHandle, moved.skus);
          // the product index's stock flags of these skus (and their parents), in the same transaction
          await refreshStockFlags(trx as unknown as CatalogWriteHandle, [...perSku.keys()]);
          const inserted = await trx
            .insertInto("sales_order")
            .values({
              increment_id: orderUuid,
              order_uuid: orderUuid,
              secret_hash: sha256Hex(secret),
              customer_id: customerId,
              email,
              status,
              grand_total_grosze: grandTotalGrosze,
              body: "{}",
              created_at: t,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          const orderId = inserted.id;
          await claimOrderCoupon(trx, coupon, orderId);
          const items: OrderItemDoc[] = [];
          for (const [i, r] of resolved.entries()) {
            const row = await trx
              .insertInto("order_line")
              .values({
                order_id: orderId,
                sku: r.line.sku,
                parent_sku: r.line.parentSku,
                product_id: r.line.productId,
                qty: r.qty,
              })
              .returning("id")
              .executeTakeFirstOrThrow();
            const item = totals.items[i];
            items.push({
              item_id: row.id,
              sku: r.line.sku,
              parent_sku: r.line.parentSku,
              product_id: r.line.productId,
              name: r.line.name,
              product_type: r.line.productType,
              qty_ordered: r.qty,
              price: item?.price ?? 0,
              price_incl_tax: item?.price_incl_tax ?? 0,
              row_total: item?.row_total ?? 0,
              row_total_incl_tax: item?.row_total_incl_tax ?? 0,
              tax_percent: r.line.rate,
              product_options: { attributes_info: r.line.options },
              image: String(r.line.child?.image ?? r.line.product.image ?? ""),
              url_path: String(r.line.product.url_path ?? ""),
            });
          }
          const increment = incrementId(orderId);
          const billing = addressDoc(info.billingAddress, email);
          const shipping = shippingAddress
            ? addressDoc(pickup ? pickupShippingAddress(shippingAddress, pickup) : shippingAddress, email)
            : null;
          const doc = {
            increment_id: increment,
            order_uuid: orderUuid,
            created_at: formatDateTime(new Date(t)),
            status,
            state,
            order_currency_code: "PLN",
            customer_email: email,
            customer_id: customerId,
            subtotal: totals.subtotal,
            subtotal_incl_tax: totals.subtotal_incl_tax,
            discount_amount: totals.discount_amount,
            shipping_amount: totals.shipping_amount ?? 0,
            shipping_incl_tax: totals.shipping_incl_tax ?? 0,
            tax_amount: totals.tax_amount,
            grand_total: totals.grand_total,
            ...(totals.coupon_code ? { coupon_code: totals.coupon_code } : {}),
            shipping_description: shippingOffer
              ? `${shippingOffer.carrier_title} - ${shippingOffer.method_title}`
              : "",
            items,
            billing_address: billing,
            payment: { method: payment.code, title: payment.title, ...placedPaymentFields(payment.code) },
            extension_attributes: {
              shipping_assignments: shipping
                ? [
                    {
                      shipping: {
                        address: shipping,
                        method: `${shippingOffer?.carrier_code}_${shippingOffer?.method_code}`,
                      },
                    },
                  ]
                : [],
            },
            ...(info.shippingExtraFields ? { comments: info.shippingExtraFields } : {}),
            ...(inpostLocker ? { inpost_locker: { ...inpostLocker } } : {}),
            ...(pickup ? { pickup_location: { ...pickup } } : {}),
            total_segments: totals.total_segments,
          };
          await trx
            .updateTable("sales_order")
            .set({ increment_id: increment, body: JSON.stringify(doc) })
            .where("id", "=", orderId)
            .execute();
          const result = {
            backendOrderId: orderId,
            orderNumber: increment,
            order_uuid: orderUuid,
            order_secret: secret,
            transferedAt: new Date(t).toISOString(),
            status,
            grand_total: totals.grand_total,
            currency: "PLN",
            payment: { method: payment.code },
          };
          const answer: Outcome = { code: 200, body: { code: 200, result } };
          // the key's unique row, not this process's in-flight map, decides: a second process placing the
          // same order waits here for the first to commit, then finds the row and rolls back its own
          const claimed = await trx
            .insertInto("idempotency_record")
            .values({
              scope: key.scope,
              idem_key: key.key,
              fingerprint: key.fingerprint,
              code: 200,
              result: JSON.stringify(answer.body),
              created_at: t,
            })
            .onConflict((oc) => oc.columns(["scope", "idem_key"]).doNothing())
            .executeTakeFirst();
          if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) throw new KeyAnsweredElsewhere();
          if (cart) {
            await trx
              .updateTable("cart")
              .set({ status: "ordered", updated_at: t })
              .where("id", "=", cart.id)
              .execute();
          }
          return answer;
        });
      } catch (error) {
        if (error instanceof NewsletterCodeTaken) {
          throw invalid([
            issue(
              "cart_id",
              "coupon_invalid",
              "Kod rabatowy nie jest już ważny.",
              "You've entered an incorrect coupon code. Please try again.",
            ),
          ]);
        }
        if (error instanceof StockConflict) {
          const r = resolved[error.index];
          throw invalid(
            [
              issue(
                `products.${error.index}`,
                "out_of_stock",
                `Produkt ${r?.line.sku ?? ""} jest już niedostępny.`,
                `Product ${r?.line.sku ?? ""} is out of stock.`,
              ),
            ],
            "Niektóre zamówione produkty są niedostępne.",
            "Some of the ordered products are not available!",
          );
        }
        throw error;
      }
      // the pages showing the ordered products (their stock, "last items"; listings when one sold out)
      await context.announcer.announce(
        orderCacheTags(
          moved.skus.map((sku) => ({
            sku,
            product: (resolved[perSku.get(sku)?.index ?? 0] as (typeof resolved)[number]).line.product,
            soldOut: moved.soldOut.has(sku),
          })),
        ),
      );
      outcome = await withPaymentRedirect(context, outcome, { secret, scope: key.scope, key: key.key });
      // 7. the confirmation mail with the order page and review links (§6.1, issue 12)
      await sendOrderConfirmation(context, orderUuid, secret);
      void request;
      return outcome;
    };

    const send = (reply: FastifyReply, outcome: Outcome, replayed: boolean): FastifyReply => {
      if (replayed) reply.header("Idempotent-Replayed", "true");
      return sendJson(reply, outcome.code, outcome.body);
    };

    const storedOutcome = async (scope: string, key: string) =>
      services()
        .db.selectFrom("idempotency_record")
        .selectAll()
        .where("scope", "=", scope)
        .where("idem_key", "=", key)
        .where("created_at", ">", context.now() - IDEMPOTENCY_TTL_MS)
        .executeTakeFirst();

    router.post("/api/order", { bodyLimit: ORDER_BODY_LIMIT }, async (request, reply) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      // 1. authenticate, then validate
      const customerId = await services().auth.optionalCustomer(request);
      const body = parseInput("body", orderSchema(await services().countries()), request.body);
      if (body.store_code !== undefined && body.store_code !== context.config.storeCode) {
        throw invalid([issue("store_code", "invalid_enum", "Nieznany sklep.", "Unknown store.")]);
      }
      const header = request.headers["idempotency-key"];
      const rawKey = typeof header === "string" && header !== "" ? header : body.order_id;
      if (rawKey === undefined || rawKey === "") {
        throw invalid([
          issue(
            "header.idempotency-key",
            "idempotency_key_required",
            "Brak klucza idempotencji (nagłówek Idempotency-Key lub pole order_id).",
            "An idempotency key is required (Idempotency-Key header or order_id).",
          ),
        ]);
      }
      if (!KEY.test(rawKey)) {
        throw invalid([
          issue(
            typeof header === "string" && header !== "" ? "header.idempotency-key" : "order_id",
            "invalid_format",
            "Klucz idempotencji ma 16–128 znaków: litery, cyfry, . _ : -",
            "The idempotency key has 16–128 characters: letters, digits, . _ : -",
          ),
        ]);
      }
      // §6.2: scoped to the caller; the fingerprint covers lines, addresses, methods and cart
      const scope = customerId === null ? "guest" : `customer:${customerId}`;
      const info = body.addressInformation;
      const fingerprint = sha256Hex(
        canonicalJson({
          lines: body.products.map((l) => ({ sku: l.sku, qty: l.qty, options: l.product_option ?? null })),
          billing: info.billingAddress,
          shipping: info.shippingAddress ?? null,
          methods: {
            carrier: info.shipping_carrier_code ?? null,
            method: info.shipping_method_code ?? null,
            payment: info.payment_method_code,
            additional: info.payment_method_additional ?? null,
          },
          cart_id: body.cart_id === undefined || body.cart_id === null ? null : String(body.cart_id),
        }),
      );
      const flightKey = `${scope}\u0000${rawKey}`;
      // The stored answer as data: a FastifyReply is thenable, so returning one from an async function
      // would resolve to undefined and let the request run the order again.
      const replay = async (): Promise<Outcome | null> => {
        const stored = await storedOutcome(scope, rawKey);
        if (!stored) return null;
        if (stored.fingerprint !== fingerprint) {
          throw invalid([
            issue(
              "header.idempotency-key",
              "idempotency_key_reused",
              "Ten klucz idempotencji użyto już dla innego zamówienia.",
              "This idempotency key was already used for a different order.",
            ),
          ]);
        }
        return { code: stored.code, body: JSON.parse(stored.result) as Record<string, unknown> };
      };
      // §6.2: records are kept for 30 days; an expired one no longer blocks its key
      await services()
        .db.deleteFrom("idempotency_record")
        .where("scope", "=", scope)
        .where("idem_key", "=", rawKey)
        .where("created_at", "<=", context.now() - IDEMPOTENCY_TTL_MS)
        .execute();
      // 2. look the key up (no await may come between the in-flight check and registering this request)
      const first = await replay();
      if (first) return send(reply, first, true);
      const running = inFlight.get(flightKey);
      if (running) {
        await Promise.race([running.catch(() => undefined), sleep(IN_FLIGHT_WAIT_MS)]);
        const after = await replay();
        if (after) return send(reply, after, true);
        if (inFlight.has(flightKey)) {
          throw new ApiError("in_progress", {
            message: {
              pl: "To zamówienie jest jeszcze przetwarzane. Spróbuj za chwilę.",
              en: "This order is still being processed. Retry shortly.",
            },
            result: {
              issues: [
                {
                  path: "header.idempotency-key",
                  code: "order_in_progress",
                  message:
                    langFrom(request.headers["accept-language"]) === "en"
                      ? "This order is still being processed. Retry shortly."
                      : "To zamówienie jest jeszcze przetwarzane. Spróbuj za chwilę.",
                },
              ],
            },
          });
        }
      }
      // replays are not counted against the order limits (Appendix A)
      await hitLimit(context, SHOP_LIMITS.orderIp, ipOf(context, request));
      if (customerId !== null) await hitLimit(context, SHOP_LIMITS.orderCustomer, String(customerId));
      const task = (async (): Promise<{ outcome: Outcome; replayed: boolean }> => {
        try {
          return {
            outcome: await process(request, body, customerId, { scope, key: rawKey, fingerprint }),
            replayed: false,
          };
        } catch (error) {
          if (error instanceof KeyAnsweredElsewhere) {
            const stored = await replay();
            if (stored) return { outcome: stored, replayed: true };
          }
          if (error instanceof ApiError && error.status === 400) {
            const outcome = errorOutcome(request, error);
            // §6.2: a 400 is stored too, so a retry gets the same answer; a 5xx is not
            const inserted = await services()
              .db.insertInto("idempotency_record")
              .values({
                scope,
                idem_key: rawKey,
                fingerprint,
                code: outcome.code,
                result: JSON.stringify(outcome.body),
                created_at: context.now(),
              })
              .onConflict((oc) => oc.columns(["scope", "idem_key"]).doNothing())
              .executeTakeFirst();
            // another process answered the key first (e.g. it sold the last unit to this very order)
            if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
              const stored = await replay();
              if (stored) return { outcome: stored, replayed: true };
            }
          }
          throw error;
        }
      })();
      inFlight.set(flightKey, task);
      try {
        const { outcome, replayed } = await task;
        return send(reply, outcome, replayed);
      } finally {
        inFlight.delete(flightKey);
      }
    });
  },
};
