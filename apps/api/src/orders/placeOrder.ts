import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { sha256Hex } from "../auth/secrets.js";
import type { AppContext } from "../context.js";
import { issue } from "../http/validation.js";
import { placedOrderStatus, withPaymentRedirect } from "../payments/orderPayment.js";
import { claimOrderCoupon, NewsletterCodeTaken } from "../shop/newsletterCoupons.js";
import { shopServices } from "../shop/shopServices.js";
import { BANK_TRANSFER, storedTransferDeadline } from "./bankTransfer.js";
import { buildOrderDocument, placedOrderAnswer } from "./buildOrderDocument.js";
import { KeyAnsweredElsewhere, type Outcome, storeOutcome } from "./idempotencyGate.js";
import { orderCacheTags } from "./orderCacheTags.js";
import type { IdempotentCall } from "./orderIdempotencyKey.js";
import { couponUsed, productsUnavailable } from "./orderIssues.js";
import { recordOrderEvent } from "./orderLifecycle.js";
import {
  insertOrder,
  insertOrderLines,
  markCartOrdered,
  StockConflict,
  saveOrderDocument,
  takeStock,
} from "./orderRepository.js";
import type { OrderBody } from "./orderRequestSchema.js";
import { orderSearchNames } from "./orderSearchColumns.js";
import { orderSecretOf } from "./orderSecret.js";
import { orderStockTakes } from "./orderStockTakes.js";
import type { PreparedOrder } from "./prepareOrder.js";
import { sendOrderConfirmation } from "./sendOrderConfirmation.js";

/**
 * Steps 6–7 of §6.1: in one transaction takes the stock, writes the order, its lines and document, claims
 * a newsletter coupon, stores the answer under the idempotency key and closes the cart; then announces the
 * changed pages, starts an online payment and sends the confirmation mail.
 *
 * @throws {ApiError} 400 when a line sold out meanwhile or the coupon was used by another order.
 * @throws {KeyAnsweredElsewhere} when another process answered the key first (the order is rolled back).
 * @example
 * const outcome = await placeOrder(context, body, await prepareOrder(context, body, null), null, call);
 */
export async function placeOrder(
  context: AppContext,
  body: OrderBody,
  prepared: PreparedOrder,
  customerId: number | null,
  call: IdempotentCall,
): Promise<Outcome> {
  const { db, config } = shopServices(context);
  const info = body.addressInformation;
  const { lines, payment } = prepared;
  if (config.orderTestDelayMs > 0) await delay(config.orderTestDelayMs);
  const placedAt = context.now();
  const orderUuid = randomUUID();
  // §7: derived, so a replayed answer gets it again without a stored copy; only its hash is kept
  const secret = orderSecretOf(context.config.appSecret, orderUuid);
  const { status, state } = placedOrderStatus(payment.code);
  // after-sales-and-law.md §2 (art. 34): the return period and who pays the return are fixed when the order
  // is placed, so a later change of the setting does not change this order's withdrawal
  const { returns, bankAccount } = await context.settings.read(db);
  const takes = orderStockTakes(lines.map((r) => ({ sku: r.line.sku, qty: r.qty })));
  /** Skus whose stock this order moved, and which of them it sold out (for the cache tags). */
  let moved: { skus: string[]; soldOut: Set<string> } = { skus: [], soldOut: new Set() };
  let outcome: Outcome;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      moved = await takeStock(trx, takes, placedAt);
      const orderId = await insertOrder(trx, {
        orderUuid,
        secretHash: sha256Hex(secret),
        customerId,
        email: prepared.email,
        status,
        grandTotalGrosze: prepared.grandTotalGrosze,
        createdAt: placedAt,
        paymentMethod: payment.code,
        shippingCarrier: prepared.pickup ? "pickup" : (prepared.shippingOffer?.carrier_code ?? ""),
        searchNames: orderSearchNames(info.billingAddress),
        paidGrosze: status === "paid" ? prepared.grandTotalGrosze : 0,
      });
      await recordOrderEvent(trx, orderId, {
        at: placedAt,
        type: "placed",
        actor: "shopper",
        from: null,
        to: status,
        summary: status === "paid" ? "Zamówienie złożone i opłacone" : "Zamówienie złożone",
      });
      await claimOrderCoupon(trx, prepared.coupon, orderId);
      const itemIds = await insertOrderLines(
        trx,
        orderId,
        lines.map((r) => ({
          sku: r.line.sku,
          parentSku: r.line.parentSku,
          productId: r.line.productId,
          qty: r.qty,
        })),
      );
      const built = buildOrderDocument({
        orderId,
        orderUuid,
        placedAt,
        status,
        state,
        email: prepared.email,
        customerId,
        lines: lines.map((r, i) => ({ ...r, itemId: itemIds[i] as number })),
        totals: prepared.totals,
        billingAddress: info.billingAddress,
        shippingAddress: info.shippingAddress,
        shippingOffer: prepared.shippingOffer,
        payment,
        comments: info.shippingExtraFields,
        inpostLocker: prepared.inpostLocker,
        pickup: prepared.pickup,
        digitalContent: prepared.digitalContent,
      });
      const doc = {
        ...built,
        return_policy: {
          periodDays: returns.periodDays,
          cost: returns.cost,
          costGrosze: returns.costGrosze,
          method: returns.method,
          address: returns.address,
        },
        // s23: the transfer's deadline is fixed at placing, like the return period
        ...(payment.code === BANK_TRANSFER
          ? { transfer_deadline: storedTransferDeadline(placedAt, bankAccount.paymentDays) }
          : {}),
      };
      await saveOrderDocument(trx, orderId, doc);
      const answer: Outcome = placedOrderAnswer(doc, {
        orderId,
        secret,
        placedAt,
        paymentCode: payment.code,
      });
      // the key's unique row, not this process's in-flight map, decides: a second process placing the
      // same order waits here for the first to commit, then finds the row and rolls back its own
      if (!(await storeOutcome(trx, call, answer, placedAt))) throw new KeyAnsweredElsewhere();
      if (prepared.cart) await markCartOrdered(trx, prepared.cart.id, placedAt);
      return answer;
    });
  } catch (error) {
    // after-sales-and-law.md §7: another order used the code first
    if (error instanceof NewsletterCodeTaken) throw couponUsed("cart_id");
    if (error instanceof StockConflict) {
      const sku = lines[error.index]?.line.sku ?? "";
      throw productsUnavailable([
        issue(
          `products.${error.index}`,
          "out_of_stock",
          `Produkt ${sku} jest już niedostępny.`,
          `Product ${sku} is out of stock.`,
        ),
      ]);
    }
    throw error;
  }
  // the pages showing the ordered products (their stock, "last items"; listings when one sold out)
  const firstLine = new Map(takes.map((t) => [t.sku, t.index]));
  await context.announcer.announce(
    orderCacheTags(
      moved.skus.map((sku) => ({
        sku,
        product: (lines[firstLine.get(sku) ?? 0] as PreparedOrder["lines"][number]).line.product,
        soldOut: moved.soldOut.has(sku),
      })),
    ),
  );
  const blikCode = info.payment_method_additional?.blik_code;
  outcome = await withPaymentRedirect(context, outcome, {
    scope: call.scope,
    key: call.key,
    ...(typeof blikCode === "string" ? { blikCode } : {}),
  });
  // 7. the confirmation mail with the order page and review links (§6.1, issue 12)
  await sendOrderConfirmation(context, orderUuid, secret);
  return outcome;
}
