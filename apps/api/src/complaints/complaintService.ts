import {
  COMPLAINT_GROUND_LABELS,
  COMPLAINT_REMEDY_LABELS,
  COMPLAINT_STATUS_LABELS,
  type ComplaintActor,
  type ComplaintAnswer,
  type ComplaintCommand,
  type ComplaintEffect,
  type ComplaintGround,
  type ComplaintRefusal,
  type ComplaintRemedy,
  type ComplaintState,
  type ComplaintStatus,
  complaintAllowed,
  complaintReference,
  isComplaintGround,
  isComplaintRemedy,
  type LineUnitsHeld,
  type OpenComplaint,
  openComplaint,
  transitionComplaint,
  warsawCalendarDate,
} from "@outlet/after-sales";
import type { StaffPrincipal } from "@outlet/contract";
import type { Kysely, Selectable } from "kysely";
import type { AppContext } from "../context.js";
import { type ComplaintTables, isOpenComplaintConflict } from "../db/complaintMigrations.js";
import type { TxDb } from "../db/transactionSchema.js";
import { sendMail } from "../mail/sendMail.js";
import { orderPageLink } from "../orders/orderPageLink.js";
import { shopServices } from "../shop/shopServices.js";
import { type ComplaintMailKind, complaintMail } from "./complaintMail.js";
import type { StoredPhoto } from "./complaintPhotos.js";

/** The handle the complaint code queries with. */
export type ComplaintDb = Kysely<ComplaintTables & (TxDb extends Kysely<infer TTables> ? TTables : never)>;

/**
 * The shop's database typed with the complaint tables too (same connection).
 *
 * @example
 * const db = complaintDb(context);
 */
export function complaintDb(context: AppContext): ComplaintDb {
  return shopServices(context).db.withTables<ComplaintTables>();
}

/** A stored complaint row. */
export type ComplaintRow = Selectable<ComplaintTables["complaint"]>;

/** The rules' view of a stored complaint. */
export function complaintState(row: ComplaintRow): ComplaintState {
  return {
    status: row.status as ComplaintStatus,
    remedy: isComplaintRemedy(row.remedy) ? row.remedy : "repair",
    ground: isComplaintGround(row.ground) ? row.ground : null,
    receivedAt: Number(row.received_at),
    deadlineAt: Number(row.deadline_at),
    answer: row.answer === null ? null : (JSON.parse(row.answer) as ComplaintAnswer),
  };
}

/** What a new complaint carries (the order is already the caller's). */
export interface NewComplaint {
  readonly order: {
    readonly id: number;
    readonly number: string;
    readonly customerId: number | null;
    readonly email: string;
  };
  readonly deliveredOn: string | null;
  /** The line's units ordered and already withdrawn (a withdrawn unit cannot be complained about). */
  readonly units: LineUnitsHeld;
  readonly line: { readonly itemId: number; readonly sku: string; readonly name: string };
  readonly description: string;
  readonly remedy: ComplaintRemedy;
  readonly ground: ComplaintGround | null;
  readonly photos: readonly StoredPhoto[];
}

/** A complaint on the same line was opened between the check and the write. */
class LineAlreadyComplained extends Error {
  constructor(readonly open: OpenComplaint) {
    super("line already complained");
  }
}

/**
 * The complaint on an order's line still waiting for the shop's answer (`submitted`), or `null`.
 *
 * @example
 * await openComplaintOnLine(db, 42, 7); // { id: 3, reference: "REK/2026/3" }
 */
export async function openComplaintOnLine(
  db: Pick<ComplaintDb, "selectFrom">,
  orderId: number,
  itemId: number,
): Promise<OpenComplaint | null> {
  const row = await db
    .selectFrom("complaint")
    .select(["id", "reference"])
    .where("order_id", "=", orderId)
    .where("item_id", "=", itemId)
    .where("status", "=", "submitted")
    .orderBy("id")
    .executeTakeFirst();
  return row ? { id: row.id, reference: row.reference } : null;
}

/** Retries of the year's next sequence number when two complaints race for it. */
const SEQUENCE_ATTEMPTS = 5;

/**
 * Stores a complaint with its photos and the next reference of the Warsaw year (`REK/2026/7`), then mails
 * the shopper its reference and the day by which the shop answers. Refusals of the rules come back as
 * data.
 *
 * @example
 * const created = await createComplaint(context, { order, deliveredOn, line, description, remedy, ground, photos });
 */
export async function createComplaint(
  context: AppContext,
  input: NewComplaint,
): Promise<{ readonly ok: true; readonly row: ComplaintRow } | ComplaintRefusal> {
  const now = context.now();
  // a complaint past its deadline is accepted (decided) first: then a new one on its line is allowed
  await lapseOverdueComplaints(context);
  const db = complaintDb(context);
  const opened = openComplaint(
    {
      deliveredOn: input.deliveredOn,
      units: input.units,
      openOnLine: await openComplaintOnLine(db, input.order.id, input.line.itemId),
      description: input.description,
      remedy: input.remedy,
      ground: input.ground,
    },
    now,
  );
  if (!opened.ok) return opened;
  const year = Number(warsawCalendarDate(now).slice(0, 4));
  let row: ComplaintRow | undefined;
  for (let attempt = 1; row === undefined; attempt++) {
    try {
      row = await db.transaction().execute(async (trx) => {
        // read again under the write: two complaints on one line sent at once cannot both be opened
        const racing = await openComplaintOnLine(trx, input.order.id, input.line.itemId);
        if (racing) throw new LineAlreadyComplained(racing);
        const last = await trx
          .selectFrom("complaint")
          .select((eb) => eb.fn.max("sequence").as("max"))
          .where("year", "=", year)
          .executeTakeFirst();
        const sequence = Number(last?.max ?? 0) + 1;
        const inserted = await trx
          .insertInto("complaint")
          .values({
            reference: complaintReference(year, sequence),
            year,
            sequence,
            order_id: input.order.id,
            order_number: input.order.number,
            item_id: input.line.itemId,
            sku: input.line.sku,
            product_name: input.line.name,
            customer_id: input.order.customerId,
            email: input.order.email,
            description: input.description.trim(),
            remedy: opened.complaint.remedy,
            ground: opened.complaint.ground,
            status: opened.complaint.status,
            received_at: now,
            deadline_at: opened.complaint.deadlineAt,
            deadline_day: opened.lastDay,
            answer: null,
            answered_at: null,
            answered_by_id: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        for (const [position, photo] of input.photos.entries()) {
          await trx
            .insertInto("complaint_photo")
            .values({
              complaint_id: inserted.id,
              position: position + 1,
              content_type: photo.contentType,
              width: photo.width,
              height: photo.height,
              bytes: photo.bytes,
            })
            .execute();
        }
        return inserted as ComplaintRow;
      });
    } catch (error) {
      // the other one was stored first: by our own read, or by the database's index (PostgreSQL, same instant)
      const open =
        error instanceof LineAlreadyComplained
          ? error.open
          : isOpenComplaintConflict(error)
            ? await openComplaintOnLine(db, input.order.id, input.line.itemId)
            : null;
      if (open) return complaintAllowed(input.deliveredOn, now, input.units, open) as ComplaintRefusal;
      // another process took the same sequence number (unique year + sequence): take the next one
      if (attempt >= SEQUENCE_ATTEMPTS) throw error;
    }
  }
  await mailComplaint(context, "complaint_received", row, row.email);
  return { ok: true, row };
}

/**
 * The complaint on its order page (where the shopper reads its status and the shop's answer): the
 * account's order for a customer, the guest's secret link otherwise (`orderPageLink`, only for the order's
 * own address), at the complaint's anchor; `null` when no safe link exists.
 */
async function complaintPageOf(context: AppContext, row: ComplaintRow, to: string): Promise<string | null> {
  const page = await orderPageLink(context, row.order_id, to);
  return page === null ? null : `${page}#complaint-${row.id}`;
}

async function mailComplaint(
  context: AppContext,
  kind: ComplaintMailKind,
  row: ComplaintRow,
  to: string,
): Promise<void> {
  const state = complaintState(row);
  const content = complaintMail(kind, {
    reference: row.reference,
    orderNumber: row.order_number,
    productName: row.product_name,
    remedy: state.remedy,
    ground: state.ground,
    deadlineDay: row.deadline_day,
    receivedAt: state.receivedAt,
    answer: state.answer,
    complaintPage: await complaintPageOf(context, row, to),
  });
  await sendMail(context, {
    kind,
    to,
    ...content,
    orderId: row.order_id,
    data: { order_number: row.order_number, reference: row.reference, status: row.status },
  });
}

/**
 * Applies a command (staff's answer, or the system's acceptance at the deadline) and runs its effects: the
 * row changes only while it is still `submitted` (a conditional update), so among several API processes
 * exactly one answer wins and its mails and audit entry are sent once.
 *
 * @example
 * await answerComplaint(context, row, { type: "reject", reason: "…" }, { kind: "staff", role: "owner" }, principal);
 */
export async function answerComplaint(
  context: AppContext,
  row: ComplaintRow,
  command: ComplaintCommand,
  actor: ComplaintActor,
  principal: StaffPrincipal | null,
): Promise<
  | { readonly ok: true; readonly row: ComplaintRow }
  | ComplaintRefusal
  | { readonly ok: false; readonly reason: "raced" }
> {
  const now = context.now();
  const before = complaintState(row);
  const result = transitionComplaint(before, command, actor, now);
  if (!result.ok) return result;
  const db = complaintDb(context);
  const updated = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("complaint")
      .set({
        status: result.complaint.status,
        answer: JSON.stringify(result.complaint.answer),
        answered_at: now,
        answered_by_id: principal?.id ?? null,
      })
      .where("id", "=", row.id)
      .where("status", "=", "submitted")
      .returningAll()
      .executeTakeFirst();
    if (!changed) return null;
    for (const effect of result.effects) {
      if (effect.type !== "audit") continue;
      await context.audit.record(trx, {
        actor: effect.actor === "system" || principal === null ? "system" : principal,
        action: effect.action,
        entity: "complaint",
        entityId: row.reference,
        before: { status: before.status },
        after: { status: result.complaint.status, answer: result.complaint.answer },
      });
    }
    return changed as ComplaintRow;
  });
  if (!updated) return { ok: false, reason: "raced" };
  await runMailEffects(context, result.effects, updated);
  return { ok: true, row: updated };
}

async function runMailEffects(
  context: AppContext,
  effects: readonly ComplaintEffect[],
  row: ComplaintRow,
): Promise<void> {
  for (const effect of effects) {
    if (effect.type === "mail_shopper") await mailComplaint(context, effect.kind, row, row.email);
    if (effect.type === "mail_shop") {
      const shop = (await context.settings.read(shopServices(context).db)).company.email;
      await mailComplaint(context, effect.kind, row, shop);
    }
  }
}

/**
 * Marks every complaint whose answer deadline has passed unanswered as accepted (art. 7a), as the system,
 * mailing the shopper and the shop once each. Runs on every read of complaints and from a timer.
 *
 * @example
 * await lapseOverdueComplaints(context); // 2
 */
export async function lapseOverdueComplaints(context: AppContext): Promise<number> {
  const rows = await complaintDb(context)
    .selectFrom("complaint")
    .selectAll()
    .where("status", "=", "submitted")
    .where("deadline_at", "<", context.now())
    .orderBy("deadline_at")
    .limit(100)
    .execute();
  let lapsed = 0;
  for (const row of rows) {
    const result = await answerComplaint(
      context,
      row as ComplaintRow,
      { type: "lapse" },
      { kind: "system" },
      null,
    );
    if (result.ok) lapsed += 1;
  }
  return lapsed;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A complaint as the shopper and the back office read it (staff see a little more, added by the caller). */
export function complaintView(row: ComplaintRow, photoCount: number, photoUrl: (position: number) => string) {
  const state = complaintState(row);
  const answer = state.answer;
  return {
    id: row.id,
    reference: row.reference,
    order_number: row.order_number,
    item_id: row.item_id,
    sku: row.sku,
    product_name: row.product_name,
    description: row.description,
    remedy: state.remedy,
    remedy_label: COMPLAINT_REMEDY_LABELS[state.remedy],
    ground: state.ground,
    ground_label: state.ground ? COMPLAINT_GROUND_LABELS[state.ground] : null,
    status: state.status,
    status_label: COMPLAINT_STATUS_LABELS[state.status],
    received_at: iso(state.receivedAt),
    deadline_day: row.deadline_day,
    deadline_at: iso(state.deadlineAt),
    answer:
      answer === null
        ? null
        : {
            decision: answer.decision,
            by: answer.by,
            at: iso(answer.at),
            remedy: answer.decision === "accepted" ? answer.remedy : null,
            remedy_label: answer.decision === "accepted" ? COMPLAINT_REMEDY_LABELS[answer.remedy] : null,
            note: answer.decision === "accepted" ? answer.note : null,
            reason: answer.decision === "rejected" ? answer.reason : null,
          },
    photos: Array.from({ length: photoCount }, (_, i) => ({ position: i + 1, url: photoUrl(i + 1) })),
  };
}

/** How many photos each complaint has. */
export async function photoCounts(db: ComplaintDb, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("complaint_photo")
    .select(["complaint_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("complaint_id", "in", ids)
    .groupBy("complaint_id")
    .execute();
  return new Map(rows.map((r) => [r.complaint_id, Number(r.n)]));
}
