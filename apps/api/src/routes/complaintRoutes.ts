import {
  COMPLAINT_GROUND_LABELS,
  COMPLAINT_GROUNDS,
  COMPLAINT_PHOTO_LIMITS,
  COMPLAINT_REMEDIES,
  COMPLAINT_REMEDY_LABELS,
  type ComplaintRefusalReason,
  complaintAllowed,
  FIRST_REMEDIES,
  type LineUnits,
} from "@outlet/after-sales";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { withdrawnQtyOf, withdrawnUnits } from "../afterSales/withdrawalOrder.js";
import { reencodeComplaintPhoto, type StoredPhoto } from "../complaints/complaintPhotos.js";
import {
  type ComplaintRow,
  complaintDb,
  complaintView,
  createComplaint,
  lapseOverdueComplaints,
  photoCounts,
} from "../complaints/complaintService.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError, type Issue } from "../http/apiError.js";
import type { RateLimitRule } from "../http/createRateLimiter.js";
import { MultipartError, multipartBoundary, parseMultipart } from "../http/parseMultipart.js";
import { commonQuery, freeText, issue, parseInput } from "../http/validation.js";
import { loadLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import { findVisibleOrder, type StoredOrder } from "../orders/orderAccess.js";
import type { OrderDoc } from "../orders/orderDocument.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/** The one multipart endpoint's path (after-sales-and-law.md §7: every other body stays JSON). */
export const COMPLAINT_UPLOAD_PATH = /^\/api\/ext\/order\/[0-9]{1,20}\/complaints(\?|$)/;

// 5 photos of 10 MB and the text fields around them
const UPLOAD_BODY_LIMIT = COMPLAINT_PHOTO_LIMITS.maxPhotos * COMPLAINT_PHOTO_LIMITS.maxBytes + 256 * 1024;
const HOUR = 60 * 60 * 1000;
const COMPLAINT_IP: RateLimitRule = { name: "complaint-ip", limit: 20, windowMs: HOUR };

const orderPath = z.strictObject({ orderNumber: z.string().regex(/^[0-9]{1,20}$/) });
const photoPath = orderPath.extend({
  id: z.string().regex(/^[0-9]{1,12}$/),
  position: z.string().regex(/^[1-5]$/),
});
const accessQuery = z.strictObject({ ...commonQuery, secret: z.string().min(1).max(128).optional() });

const fieldsSchema = z.strictObject({
  item_id: z.string().regex(/^[0-9]{1,12}$/, "Wybierz produkt z zamówienia."),
  description: freeText(1, 4000),
  remedy: z.enum(COMPLAINT_REMEDIES as [string, ...string[]], "Wybierz, czego żądasz."),
  ground: z
    .enum(COMPLAINT_GROUNDS as [string, ...string[]], "Wybierz powód.")
    .or(z.literal(""))
    .optional(),
});

/** Where a refusal of the rules belongs on the form. */
const REFUSAL_FIELD: Readonly<Record<ComplaintRefusalReason, string>> = {
  not_delivered: "item_id",
  window_closed: "item_id",
  line_withdrawn: "item_id",
  already_open: "item_id",
  description_too_short: "description",
  ground_required: "ground",
  already_answered: "",
  deadline_passed: "",
  not_yet_due: "",
  reason_required: "reason",
  role_forbidden: "",
};

async function visibleOrder(
  context: AppContext,
  request: FastifyRequest,
  orderNumber = parseInput("path", orderPath, request.params).orderNumber,
): Promise<StoredOrder> {
  const query = parseInput("query", accessQuery, request.query);
  const customerId = await shopServices(context).auth.optionalCustomer(request);
  return findVisibleOrder(shopServices(context).db, orderNumber, { customerId, secret: query.secret });
}

const photoIssue = (message: string, index: number): Issue =>
  issue("photos", "invalid_format", message, "Only JPEG, PNG or HEIC photos up to 10 MB each.", { index });

/** What a line of the order allows, for the form (a line whose complaint waits for an answer: not yet). */
function linesOf(
  doc: OrderDoc,
  deliveredOn: string | null,
  now: number,
  earlier: readonly LineUnits[],
  complaints: readonly ComplaintRow[],
) {
  return doc.items.map((item) => {
    const open = complaints.find((c) => c.item_id === item.item_id && c.status === "submitted");
    const allowed = complaintAllowed(
      deliveredOn,
      now,
      { qty: item.qty_ordered, withdrawnQty: withdrawnQtyOf(earlier, item.item_id) },
      open ? { id: open.id, reference: open.reference } : null,
    );
    return {
      item_id: item.item_id,
      sku: item.sku,
      name: item.name,
      can_complain: allowed.ok,
      closes_on: allowed.ok ? allowed.lastDay : null,
      reason: allowed.ok ? null : allowed.message,
      open_complaint:
        !allowed.ok && allowed.openComplaint
          ? { id: allowed.openComplaint.id, reference: allowed.openComplaint.reference }
          : null,
    };
  });
}

async function sendPhoto(
  context: AppContext,
  reply: FastifyReply,
  complaintId: number,
  position: number,
): Promise<FastifyReply> {
  const photo = await complaintDb(context)
    .selectFrom("complaint_photo")
    .select(["content_type", "bytes"])
    .where("complaint_id", "=", complaintId)
    .where("position", "=", position)
    .executeTakeFirst();
  if (!photo) throw new ApiError("not_found");
  return reply
    .code(200)
    .header("Cache-Control", "private, no-store")
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Disposition", "inline")
    .type(photo.content_type)
    .send(Buffer.from(photo.bytes));
}

/**
 * The shopper's complaints (issue 26, after-sales-and-law.md §4): `GET /api/ext/order/{n}/complaints` (the
 * lines that may be complained about, the remedies and grounds, the order's complaints with their status
 * and the shop's answer), `POST` of the same path — the one `multipart/form-data` endpoint: `item_id`,
 * `description`, `remedy`, `ground`, up to 5 `photos` — and each photo of a complaint. The order is found
 * like the order page finds it (the customer's token, or the guest's `?secret=`); anyone else's is a 404.
 */
export const complaintRoutes: RouteGroup = {
  name: "complaints",
  register(router, context) {
    // a deadline passes whether or not anyone reads (art. 7a); reads catch up at once as well
    const timer = setInterval(() => {
      void lapseOverdueComplaints(context).catch((error: unknown) =>
        context.log.error({ err: error }, "complaint deadline sweep failed"),
      );
    }, 60_000);
    timer.unref();
    context.onClose(() => clearInterval(timer));

    const photoUrl = (row: ComplaintRow) => (position: number) =>
      `/api/ext/order/${row.order_number}/complaints/${row.id}/photos/${position}`;

    router.get(
      "/api/ext/order/:orderNumber/complaints",
      { rateLimit: [SHOP_LIMITS.accountIp] },
      async (request) => {
        const order = await visibleOrder(context, request);
        await lapseOverdueComplaints(context);
        const db = complaintDb(context);
        const lifecycle = await loadLifecycleOrder(shopServices(context).db, order.id);
        const rows = (await db
          .selectFrom("complaint")
          .selectAll()
          .where("order_id", "=", order.id)
          .orderBy("id")
          .execute()) as ComplaintRow[];
        const counts = await photoCounts(
          db,
          rows.map((r) => r.id),
        );
        return {
          lines: linesOf(
            JSON.parse(order.body) as OrderDoc,
            lifecycle?.lifecycle.deliveredOn ?? null,
            context.now(),
            (await withdrawnUnits(context, order.id)).earlier,
            rows,
          ),
          remedies: COMPLAINT_REMEDIES.map((code) => ({
            code,
            label: COMPLAINT_REMEDY_LABELS[code],
            needs_ground: !FIRST_REMEDIES.includes(code),
          })),
          grounds: COMPLAINT_GROUNDS.map((code) => ({ code, label: COMPLAINT_GROUND_LABELS[code] })),
          max_photos: COMPLAINT_PHOTO_LIMITS.maxPhotos,
          max_photo_bytes: COMPLAINT_PHOTO_LIMITS.maxBytes,
          complaints: rows.map((row) => complaintView(row, counts.get(row.id) ?? 0, photoUrl(row))),
        };
      },
    );

    router.post(
      "/api/ext/order/:orderNumber/complaints",
      { rateLimit: [COMPLAINT_IP], bodyLimit: UPLOAD_BODY_LIMIT },
      async (request) => {
        const order = await visibleOrder(context, request);
        const body = request.body as {
          fields: Record<string, string>;
          files: { field: string; filename: string; data: Buffer }[];
        } | null;
        if (!body || typeof body !== "object" || !("fields" in body)) {
          throw new ApiError("unsupported_media_type");
        }
        const fields = Object.fromEntries(
          Object.entries(body.fields).map(([key, value]) => [key, value.normalize("NFC")]),
        );
        const input = parseInput("body", fieldsSchema, fields);
        const stray = body.files.find((f) => f.field !== "photos");
        if (stray)
          throw ApiError.invalid([issue(stray.field, "unknown_key", "Nieznane pole.", "Unknown field.")]);
        const uploads = body.files.filter((f) => f.data.length > 0 || f.filename !== "");
        if (uploads.length > COMPLAINT_PHOTO_LIMITS.maxPhotos) {
          throw ApiError.invalid([
            issue("photos", "too_big", "Możesz dodać najwyżej 5 zdjęć.", "At most 5 photos.", { maximum: 5 }),
          ]);
        }
        const doc = JSON.parse(order.body) as OrderDoc;
        const item = doc.items.find((i) => String(i.item_id) === input.item_id);
        if (!item) {
          throw ApiError.invalid([
            issue(
              "item_id",
              "invalid_enum",
              "Wybierz produkt z tego zamówienia.",
              "Choose a line of this order.",
            ),
          ]);
        }
        const photos: StoredPhoto[] = [];
        const photoIssues: Issue[] = [];
        for (const [index, upload] of uploads.entries()) {
          const result = await reencodeComplaintPhoto(upload.data, upload.filename);
          if (result.ok) photos.push(result.photo);
          else photoIssues.push(photoIssue(result.message, index));
        }
        if (photoIssues.length > 0) {
          throw ApiError.invalid(photoIssues, {
            pl: photoIssues[0]?.message ?? "Nieprawidłowe zdjęcie.",
            en: "A photo is not a JPEG, PNG or HEIC image up to 10 MB.",
          });
        }
        const lifecycle = await loadLifecycleOrder(shopServices(context).db, order.id);
        const created = await createComplaint(context, {
          order: {
            id: order.id,
            number: doc.increment_id,
            customerId: order.customerId,
            email: order.email,
          },
          deliveredOn: lifecycle?.lifecycle.deliveredOn ?? null,
          units: {
            qty: item.qty_ordered,
            withdrawnQty: withdrawnQtyOf((await withdrawnUnits(context, order.id)).earlier, item.item_id),
          },
          line: { itemId: item.item_id, sku: item.sku, name: item.name },
          description: input.description,
          remedy: input.remedy as (typeof COMPLAINT_REMEDIES)[number],
          ground: input.ground ? (input.ground as (typeof COMPLAINT_GROUNDS)[number]) : null,
          photos,
        });
        if (!created.ok) {
          throw ApiError.invalid(
            [
              issue(REFUSAL_FIELD[created.reason], "conflict", created.message, created.reason, {
                reason: created.reason,
                // the open complaint the shopper is sent to (its card on the order page)
                ...(created.openComplaint
                  ? { complaint_id: created.openComplaint.id, reference: created.openComplaint.reference }
                  : {}),
              }),
            ],
            { pl: created.message, en: `The complaint was refused (${created.reason}).` },
          );
        }
        return complaintView(created.row, photos.length, photoUrl(created.row));
      },
    );

    router.get(
      "/api/ext/order/:orderNumber/complaints/:id/photos/:position",
      { rateLimit: [SHOP_LIMITS.accountIp] },
      async (request, reply) => {
        const { orderNumber, id, position } = parseInput("path", photoPath, request.params);
        const order = await visibleOrder(context, request, orderNumber);
        const owned = await complaintDb(context)
          .selectFrom("complaint")
          .select("id")
          .where("id", "=", Number(id))
          .where("order_id", "=", order.id)
          .executeTakeFirst();
        if (!owned) throw new ApiError("not_found");
        return sendPhoto(context, reply, owned.id, Number(position));
      },
    );
  },
};

/**
 * Parses the complaint upload's `multipart/form-data` body (registered by the server for that path only;
 * anywhere else a multipart body stays a 415).
 *
 * @example
 * app.addContentTypeParser("multipart/form-data", { parseAs: "buffer" }, complaintBodyParser);
 */
export function complaintBodyParser(
  request: FastifyRequest,
  body: Buffer,
  done: (error: Error | null, value?: unknown) => void,
): void {
  if (!COMPLAINT_UPLOAD_PATH.test(request.url) || request.method !== "POST") {
    done(new ApiError("unsupported_media_type"), undefined);
    return;
  }
  const boundary = multipartBoundary(request.headers["content-type"]);
  try {
    if (boundary === null) throw new MultipartError("no boundary");
    done(null, parseMultipart(body, boundary, { maxParts: 20 }));
  } catch (error) {
    if (!(error instanceof MultipartError)) {
      done(error as Error, undefined);
      return;
    }
    done(
      ApiError.invalid([
        issue("", "invalid_format", "Nieprawidłowa treść formularza.", "Malformed multipart body."),
      ]),
      undefined,
    );
  }
}

export { sendPhoto as sendComplaintPhoto };
