import { afterSalesDb } from "../db/afterSalesSchema.js";
import type { ComplaintTables } from "../db/complaintMigrations.js";
import type { TxDb } from "../db/transactionSchema.js";

const at = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** What stands in for a complaint's own words once its account is erased. */
export const ERASED_COMPLAINT_TEXT = "Treść usunięta na żądanie klienta (RODO art. 17).";

/**
 * The after-sales part of a customer's data export (RODO art. 15 and 20; issue 26): every withdrawal and
 * complaint of the given orders with what the shopper wrote, the bank account given for a refund, and each
 * complaint photo itself (base64, as stored: re-encoded, without metadata).
 *
 * @example
 * const { withdrawals, complaints } = await exportAfterSalesData(trx, [42, 43]);
 */
export async function exportAfterSalesData(trx: TxDb, orderIds: readonly number[]) {
  if (orderIds.length === 0) return { withdrawals: [], complaints: [] };
  const db = afterSalesDb(trx).withTables<ComplaintTables>();
  const [withdrawals, complaints, photos] = await Promise.all([
    db
      .selectFrom("withdrawal")
      .innerJoin("sales_order", "sales_order.id", "withdrawal.order_id")
      .select([
        "sales_order.increment_id as order_number",
        "withdrawal.created_at",
        "withdrawal.name",
        "withdrawal.email",
        "withdrawal.reason",
        "withdrawal.lines",
        "withdrawal.refund_grosze",
        "withdrawal.status",
        "withdrawal.return_method",
        "withdrawal.return_code",
        "withdrawal.bank_account",
        "withdrawal.sent_at",
        "withdrawal.received_at",
        "withdrawal.refunded_at",
      ])
      .where("withdrawal.order_id", "in", orderIds)
      .orderBy("withdrawal.id")
      .execute(),
    db.selectFrom("complaint").selectAll().where("order_id", "in", orderIds).orderBy("id").execute(),
    db
      .selectFrom("complaint_photo")
      .innerJoin("complaint", "complaint.id", "complaint_photo.complaint_id")
      .select([
        "complaint_photo.complaint_id",
        "complaint_photo.position",
        "complaint_photo.content_type",
        "complaint_photo.width",
        "complaint_photo.height",
        "complaint_photo.bytes",
      ])
      .where("complaint.order_id", "in", orderIds)
      .orderBy("complaint_photo.complaint_id")
      .orderBy("complaint_photo.position")
      .execute(),
  ]);
  return {
    withdrawals: withdrawals.map((w) => ({
      orderNumber: w.order_number,
      createdAt: at(w.created_at),
      name: w.name,
      email: w.email,
      reason: w.reason,
      lines: JSON.parse(w.lines) as unknown,
      refundGrosze: Number(w.refund_grosze),
      status: w.status,
      returnMethod: w.return_method,
      returnCode: w.return_code,
      bankAccount: w.bank_account,
      sentAt: at(w.sent_at),
      receivedAt: at(w.received_at),
      refundedAt: at(w.refunded_at),
    })),
    complaints: complaints.map((c) => ({
      reference: c.reference,
      orderNumber: c.order_number,
      sku: c.sku,
      productName: c.product_name,
      email: c.email,
      description: c.description,
      remedy: c.remedy,
      ground: c.ground,
      status: c.status,
      receivedAt: at(c.received_at),
      answer: c.answer,
      answeredAt: at(c.answered_at),
      photos: photos
        .filter((p) => Number(p.complaint_id) === Number(c.id))
        .map((p) => ({
          position: Number(p.position),
          contentType: p.content_type,
          width: Number(p.width),
          height: Number(p.height),
          base64: Buffer.from(p.bytes).toString("base64"),
        })),
    })),
  };
}

/**
 * Erases the after-sales personal data of an erased account's orders (RODO art. 17; issue 26), inside the
 * erasure's transaction. What the shop must keep to account for money and answer a complaint stays (lines,
 * amounts, statuses, references, the shop's answer); who it was, the bank account, the shopper's own words
 * and the complaint photos go.
 *
 * @example
 * await eraseAfterSalesData(trx, [42, 43], erasedEmail(7)); // { withdrawals: 1, complaints: 1, photos: 2 }
 */
export async function eraseAfterSalesData(trx: TxDb, orderIds: readonly number[], anonymousEmail: string) {
  if (orderIds.length === 0) return { withdrawals: 0, complaints: 0, photos: 0 };
  const db = afterSalesDb(trx).withTables<ComplaintTables>();
  const withdrawals = await db
    .updateTable("withdrawal")
    .set({ name: "Konto usunięte", email: anonymousEmail, bank_account: null })
    .where("order_id", "in", orderIds)
    .executeTakeFirst();
  const complaintIds = db.selectFrom("complaint").select("id").where("order_id", "in", orderIds);
  const photos = await db
    .deleteFrom("complaint_photo")
    .where("complaint_id", "in", complaintIds)
    .executeTakeFirst();
  const complaints = await db
    .updateTable("complaint")
    .set({ email: anonymousEmail, description: ERASED_COMPLAINT_TEXT })
    .where("order_id", "in", orderIds)
    .executeTakeFirst();
  return {
    withdrawals: Number(withdrawals.numUpdatedRows),
    complaints: Number(complaints.numUpdatedRows),
    photos: Number(photos.numDeletedRows),
  };
}
