import {
  type LifecycleOrder,
  type OrderActor,
  type OrderCommand,
  type OrderEffect,
  type OrderRefusalReason,
  type StockUnits,
  transitionOrder,
} from "@outlet/orders";
import type { CatalogWriteHandle } from "../catalog/catalogWriter.js";
import { refreshStockFlags } from "../catalog/productIndexWriter.js";
import type { AppContext } from "../context.js";
import type { TxDb } from "../db/transactionSchema.js";
import { lifecycleMailContext } from "../mail/lifecycleMailContext.js";
import { notifyBackInStock } from "../mail/notifyBackInStock.js";
import { lifecycleMail } from "../mail/orderLifecycleMail.js";
import { sendMail } from "../mail/sendMail.js";
import { paymentGateway } from "../payments/shopPaymentGateway.js";
import { shopServices } from "../shop/shopServices.js";
import { loadLifecycleOrder, type StoredLifecycleOrder } from "./loadLifecycleOrder.js";
import { orderCacheTags } from "./orderCacheTags.js";
import type { OrderDoc } from "./orderDocument.js";

/** Another request moved the order between reading it and writing it. */
class OrderChangedMeanwhile extends Error {
  constructor() {
    super("order changed meanwhile");
  }
}

/** Puts units back on their managed stock rows (unmanaged rows were never decremented) inside `trx`. */
export async function giveBackStock(trx: TxDb, units: readonly StockUnits[], at: number): Promise<string[]> {
  const backInStock: string[] = [];
  for (const { sku, qty } of units) {
    const before = await trx
      .selectFrom("stock_item")
      .select(["manage_stock", "is_in_stock"])
      .where("sku", "=", sku)
      .executeTakeFirst();
    if (before?.manage_stock !== 1) continue;
    await trx
      .updateTable("stock_item")
      .set((eb) => ({ qty: eb("qty", "+", qty), is_in_stock: 1, updated_at: new Date(at).toISOString() }))
      .where("sku", "=", sku)
      .execute();
    if (before.is_in_stock === 0) backInStock.push(sku);
  }
  await refreshStockFlags(
    trx as unknown as CatalogWriteHandle,
    units.map((u) => u.sku),
  );
  return backInStock;
}

/** An actor's columns in `order_event`. */
function actorColumns(actor: OrderActor | "shopper") {
  if (actor === "shopper") return { actor_kind: "shopper", actor_id: null, actor_email: null };
  if (actor.kind === "system") return { actor_kind: "system", actor_id: null, actor_email: null };
  return { actor_kind: "staff", actor_id: actor.id, actor_email: actor.email };
}

/**
 * Adds one line to an order's timeline (`order_event`).
 *
 * @example
 * await recordOrderEvent(trx, 42, { at: Date.now(), type: "placed", actor: "shopper", from: null, to: "placed", summary: "Zamówienie złożone" });
 */
export async function recordOrderEvent(
  db: TxDb,
  orderId: number,
  event: {
    readonly at: number;
    readonly type: string;
    readonly actor: OrderActor | "shopper";
    readonly from: string | null;
    readonly to: string | null;
    readonly summary: string;
    readonly data?: unknown;
  },
): Promise<void> {
  await db
    .insertInto("order_event")
    .values({
      order_id: orderId,
      at: event.at,
      type: event.type,
      ...actorColumns(event.actor),
      from_status: event.from,
      to_status: event.to,
      summary: event.summary,
      data: event.data === undefined ? null : JSON.stringify(event.data),
    })
    .execute();
}

const EVENT_TYPE: Partial<Record<OrderCommand["type"], string>> = {
  confirm_payment: "payment",
  refund: "refund",
};

/** The answer of {@link applyOrderCommand}. */
export type AppliedCommand =
  | { readonly ok: true; readonly order: StoredLifecycleOrder }
  | {
      readonly ok: false;
      readonly reason: OrderRefusalReason | "changed_meanwhile";
      readonly message: string;
    };

/** Writes what the caller needs inside the transition's transaction (the audit log entry). */
export type TransitionHook = (
  trx: TxDb,
  change: { readonly before: LifecycleOrder; readonly after: LifecycleOrder },
) => Promise<void>;

/** How a caller that speaks to the shopper itself runs a command. */
export interface ApplyOrderOptions {
  /**
   * Whether the lifecycle's own mails go out. A return's refund (issue 26) mails the shopper its own
   * "zwrot środków wykonany" step, so the refund is one event with one mail.
   * @default true
   */
  readonly mails?: boolean;
}

/**
 * Gives an order one lifecycle command (issue 25): asks `@outlet/orders` whether the actor may, then in one
 * transaction writes the new state (only if nobody moved the order meanwhile), its timeline entries, the
 * stock it gives back and whatever `hook` writes (the audit entry); after the commit it asks the payment
 * gateway for a refund (recording its reference, or its failure and the amount back as not refunded),
 * announces the changed pages and sends the shopper's mail.
 *
 * @example
 * const result = await applyOrderCommand(context, 42, { type: "pack" }, { kind: "staff", id: 3, email, role: "warehouse" });
 * if (!result.ok) result.message; // "Tego nie można zrobić z zamówieniem o statusie „Wysłane”."
 */
export async function applyOrderCommand(
  context: AppContext,
  orderId: number,
  command: OrderCommand,
  actor: OrderActor,
  hook?: TransitionHook,
  options: ApplyOrderOptions = {},
): Promise<AppliedCommand> {
  const { db } = shopServices(context);
  const now = context.now();
  let effects: readonly OrderEffect[] = [];
  let backInStock: string[] = [];
  let stored: StoredLifecycleOrder;
  try {
    const outcome = await db.transaction().execute(async (trx): Promise<AppliedCommand> => {
      const current = await loadLifecycleOrder(trx, orderId);
      if (!current) throw new Error(`order ${orderId} vanished`);
      const result = transitionOrder(current.lifecycle, command, actor, now);
      if (!result.ok) return result;
      const next = result.order;
      const doc: OrderDoc = {
        ...current.doc,
        status: next.status,
        state: next.status,
        ...(next.shipment
          ? {
              shipment: {
                carrier_code: next.shipment.carrierCode,
                carrier_title: next.shipment.carrierName,
                tracking_number: next.shipment.trackingNumber,
                shipped_at: new Date(next.shipment.shippedAt).toISOString(),
              },
            }
          : {}),
        ...(next.deliveredOn ? { delivered_on: next.deliveredOn } : {}),
      };
      const written = await trx
        .updateTable("sales_order")
        .set({
          status: next.status,
          paid_grosze: next.paidGrosze,
          refunded_grosze: next.refundedGrosze,
          carrier_code: next.shipment?.carrierCode ?? null,
          carrier_name: next.shipment?.carrierName ?? null,
          tracking_number: next.shipment?.trackingNumber ?? null,
          shipped_at: next.shipment?.shippedAt ?? null,
          delivered_on: next.deliveredOn,
          body: JSON.stringify(doc),
        })
        .where("id", "=", orderId)
        // the state this transition was decided on: a concurrent one makes this update miss
        .where("status", "=", current.lifecycle.status)
        .where("refunded_grosze", "=", current.lifecycle.refundedGrosze)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) !== 1) throw new OrderChangedMeanwhile();
      for (const effect of result.effects) {
        if (effect.type === "record") {
          const refund = result.effects.find((e) => e.type === "refund");
          await recordOrderEvent(trx, orderId, {
            at: effect.entry.at,
            type: EVENT_TYPE[effect.entry.command] ?? "transition",
            actor,
            from: effect.entry.from,
            to: effect.entry.to,
            summary: effect.entry.summary,
            data: {
              command: effect.entry.command,
              ...(refund?.type === "refund"
                ? { refund: { amount_grosze: refund.amountGrosze, via: refund.via, account: refund.account } }
                : {}),
            },
          });
        }
        if (effect.type === "return_stock") backInStock = await giveBackStock(trx, effect.units, now);
      }
      await hook?.(trx, { before: current.lifecycle, after: next });
      effects = result.effects;
      return { ok: true, order: { ...current, doc, lifecycle: next } };
    });
    if (!outcome.ok) return outcome;
    stored = outcome.order;
  } catch (error) {
    if (error instanceof OrderChangedMeanwhile) {
      return {
        ok: false,
        reason: "changed_meanwhile",
        message: "Zamówienie zmieniło się w międzyczasie. Odśwież stronę i spróbuj ponownie.",
      };
    }
    throw error;
  }
  await runAfterCommit(
    context,
    stored,
    options.mails === false ? effects.filter((e) => e.type !== "mail") : effects,
    backInStock,
  );
  return { ok: true, order: (await loadLifecycleOrder(db, orderId)) ?? stored };
}

/** The effects that leave the database: the gateway's refund, the cache tags, the shopper's mails. */
export async function runAfterCommit(
  context: AppContext,
  order: StoredLifecycleOrder,
  effects: readonly OrderEffect[],
  backInStock: readonly string[],
): Promise<void> {
  const { db } = shopServices(context);
  for (const effect of effects) {
    if (effect.type !== "refund" || effect.via !== "gateway") continue;
    const reference = (order.doc.payment as { reference?: string } | undefined)?.reference ?? null;
    try {
      const { refundReference } = await paymentGateway(context).refund({
        reference,
        orderNumber: order.lifecycle.number,
        amountGrosze: effect.amountGrosze,
      });
      await recordOrderEvent(db, order.id, {
        at: context.now(),
        type: "refund",
        actor: { kind: "system" },
        from: null,
        to: null,
        summary: `Operator płatności przyjął zwrot (${refundReference})`,
        data: { refund_reference: refundReference, amount_grosze: effect.amountGrosze },
      });
    } catch (error) {
      // the money did not go back: the order owes it again, and the timeline says so
      await db
        .updateTable("sales_order")
        .set((eb) => ({ refunded_grosze: eb("refunded_grosze", "-", effect.amountGrosze) }))
        .where("id", "=", order.id)
        .execute();
      await recordOrderEvent(db, order.id, {
        at: context.now(),
        type: "refund",
        actor: { kind: "system" },
        from: null,
        to: null,
        summary: "Operator płatności odrzucił zwrot; kwota wraca do zwrotu",
        data: { failed: true, amount_grosze: effect.amountGrosze },
      });
      context.log.error(
        { order: order.lifecycle.number, err: String((error as Error)?.message) },
        "refund failed",
      );
    }
  }
  const announced = effects.flatMap((e) => (e.type === "announce" ? e.tags : []));
  if (announced.length > 0 || backInStock.length > 0) {
    // a product back in stock also changes its listings (catalogue.md §2)
    const products = await context.catalog.productsBySku([...backInStock], context.now());
    const listingTags = orderCacheTags(
      backInStock.flatMap((sku) => {
        const product = products.get(sku)?.product;
        return product ? [{ sku, product, soldOut: true }] : [];
      }),
    );
    await context.announcer.announce([...new Set([...announced, ...listingTags])]);
    if (backInStock.length > 0) await notifyBackInStock(context, backInStock);
  }
  for (const effect of effects) {
    if (effect.type !== "mail") continue;
    const content = lifecycleMail(effect.mail, await lifecycleMailContext(context, order, effect.mail));
    await sendMail(context, {
      kind: effect.mail.kind,
      to: order.email,
      ...content,
      orderId: order.id,
      data: { order_number: order.lifecycle.number, mail: effect.mail },
    });
  }
}
