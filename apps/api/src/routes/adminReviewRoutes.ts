import type { StaffRole } from "@outlet/contract";
import { formatDate } from "@outlet/formatting";
import type { Selectable } from "kysely";
import { z } from "zod";
import { productCacheTags } from "../catalog/productCacheTags.js";
import type { AppContext, RouteGroup } from "../context.js";
import { type TransactionTables, txDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, parseInput, queryInt } from "../http/validation.js";
import { reviewDoc } from "../reviews/reviewDoc.js";
import { formatDateTime } from "../shop/formatDateTime.js";
import { staffOf } from "../staff/staffOf.js";

/** Who moderates reviews (issue 27): the owner and customer service; the warehouse does not. */
const REVIEW_STAFF = { roles: ["owner", "customer_service"] as readonly StaffRole[] };

/** api-contract §12.7: 1 approved, 2 pending, 3 rejected. */
const APPROVED = 1;
const PENDING = 2;
const REJECTED = 3;
const STATUS_LABELS: Readonly<Record<number, string>> = {
  [APPROVED]: "Opublikowana",
  [PENDING]: "Czeka na moderację",
  [REJECTED]: "Odrzucona",
};

/** Catalogue ids of published submissions start above the seeded reviews (as in `reviewDoc`). */
const REVIEW_ID_OFFSET = 1_000_000;

const idPath = z.strictObject({ id: z.string().regex(/^[0-9]{1,12}$/) });
const emptyQuery = z.strictObject({ ...commonQuery });
const listQuery = z.strictObject({
  ...commonQuery,
  status: z.enum(["1", "2", "3"]).optional(),
  page: queryInt(1, 100_000).optional(),
  pageSize: queryInt(1, 100).optional(),
});

type SubmissionRow = Selectable<TransactionTables["review_submission"]>;

/** A review as the back office lists it: the author's view plus the order and moderation, never an e-mail. */
function staffView(row: SubmissionRow, orderNumber: string | null): Record<string, unknown> {
  return {
    ...reviewDoc(row),
    id: row.id,
    status_label: STATUS_LABELS[row.review_status] ?? String(row.review_status),
    order_number: orderNumber,
    by_customer: row.customer_id !== null,
    // Warsaw time for the people who read it (`HH:mm D/M/YYYY`)
    created_at_warsaw: formatDate(Number(row.created_at)),
    moderated_at: row.moderated_at === null ? null : formatDateTime(new Date(Number(row.moderated_at))),
    moderated_at_warsaw: row.moderated_at === null ? null : formatDate(Number(row.moderated_at)),
    moderated_by: row.moderated_by,
  };
}

/**
 * Writes the decision and, for a product review, its catalogue document (entity `review`, active only when
 * approved), which the product page's review search reads (api-contract §9.6, §8.3); audited. Answers the
 * cache tags of the product page, or `null` when there is no such review.
 */
async function moderate(
  context: AppContext,
  id: number,
  decision: typeof APPROVED | typeof REJECTED,
  actor: ReturnType<typeof staffOf>,
): Promise<{ row: SubmissionRow; tags: string[] } | null> {
  const now = context.now();
  return context.database.db.transaction().execute(async (trx) => {
    const db = txDb(trx);
    const before = await db
      .selectFrom("review_submission")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return null;
    const row = await db
      .updateTable("review_submission")
      .set({ review_status: decision, moderated_at: now, moderated_by: actor.email })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const docId = REVIEW_ID_OFFSET + row.id;
    const values = {
      doc_key: row.sku,
      url_path: null,
      is_active: decision === APPROVED ? 1 : 0,
      body: JSON.stringify({ ...reviewDoc(row), _sku: row.sku }),
      updated_at: formatDateTime(new Date(now)),
    };
    const existing = await trx
      .selectFrom("catalog_document")
      .select("id")
      .where("entity_type", "=", "review")
      .where("id", "=", docId)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable("catalog_document")
        .set(values)
        .where("entity_type", "=", "review")
        .where("id", "=", docId)
        .execute();
    } else if (decision === APPROVED) {
      await trx
        .insertInto("catalog_document")
        .values({ entity_type: "review", id: docId, ...values })
        .execute();
    }
    await context.audit.record(trx, {
      actor,
      action: decision === APPROVED ? "review.approve" : "review.reject",
      entity: "review",
      entityId: String(row.id),
      before: { review_status: before.review_status },
      after: { review_status: row.review_status, verified_purchase: row.verified_purchase === 1 },
    });
    const tags = row.sku === null ? [] : productCacheTags({ sku: row.sku }, row.sku, { listings: false });
    return { row, tags };
  });
}

/**
 * Review moderation in the back office (issue 27): `GET /api/admin/reviews` — pending first, then the
 * newest; `?status=` narrows — `GET /api/admin/reviews/{id}`, and `POST …/{id}/approve` / `…/{id}/reject`.
 * Approving publishes the review to the product page (its catalogue document) and announces the page's
 * cache tag (`P<sku>`) so the next request shows it; rejecting withdraws it. Owner and customer service;
 * each decision is an audit entry.
 */
export const adminReviewRoutes: RouteGroup = {
  name: "admin-reviews",
  register(router, context) {
    const orderNumbers = async (rows: readonly SubmissionRow[]): Promise<Map<number, string>> => {
      const ids = [...new Set(rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id])))];
      if (ids.length === 0) return new Map();
      const orders = await txDb(context.database.db)
        .selectFrom("sales_order")
        .select(["id", "increment_id"])
        .where("id", "in", ids)
        .execute();
      return new Map(orders.map((o) => [o.id, o.increment_id]));
    };
    const view = async (row: SubmissionRow) =>
      staffView(row, row.order_id === null ? null : ((await orderNumbers([row])).get(row.order_id) ?? null));

    router.get("/api/admin/reviews", { staff: REVIEW_STAFF }, async (request) => {
      const query = parseInput("query", listQuery, request.query);
      const db = txDb(context.database.db);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      let list = db.selectFrom("review_submission");
      if (query.status) list = list.where("review_status", "=", Number(query.status));
      const total = await list.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      const rows = await list
        .selectAll()
        // the queue: what waits for moderation first, the newest on top
        .orderBy((eb) => eb.case().when("review_status", "=", PENDING).then(0).else(1).end())
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const numbers = await orderNumbers(rows);
      return {
        items: rows.map((row) =>
          staffView(row, row.order_id === null ? null : (numbers.get(row.order_id) ?? null)),
        ),
        total_count: Number(total?.n ?? 0),
        page,
        page_size: pageSize,
      };
    });

    router.get("/api/admin/reviews/:id", { staff: REVIEW_STAFF }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { id } = parseInput("path", idPath, request.params);
      const row = await txDb(context.database.db)
        .selectFrom("review_submission")
        .selectAll()
        .where("id", "=", Number(id))
        .executeTakeFirst();
      if (!row) throw new ApiError("not_found");
      return view(row);
    });

    for (const [path, decision] of [
      ["approve", APPROVED],
      ["reject", REJECTED],
    ] as const) {
      router.post(`/api/admin/reviews/:id/${path}`, { staff: REVIEW_STAFF }, async (request) => {
        parseInput("query", emptyQuery, request.query);
        const { id } = parseInput("path", idPath, request.params);
        const done = await moderate(context, Number(id), decision, staffOf(request));
        if (!done) throw new ApiError("not_found");
        const announced = await context.announcer.announce(done.tags);
        context.log.info(
          { review: done.row.id, decision: path, tags: done.tags, announced },
          "review moderation",
        );
        return { ...(await view(done.row)), announced };
      });
    }
  },
};
