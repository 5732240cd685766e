import {
  COMPLAINT_REMEDIES,
  COMPLAINT_REMEDY_LABELS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  type ComplaintCommand,
  type ComplaintRemedy,
} from "@outlet/after-sales";
import type { StaffPrincipal, StaffRole } from "@outlet/contract";
import { z } from "zod";
import {
  answerComplaint,
  type ComplaintRow,
  complaintDb,
  complaintView,
  lapseOverdueComplaints,
  photoCounts,
} from "../complaints/complaintService.js";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, freeText, issue, parseInput, queryInt } from "../http/validation.js";
import { staffOf } from "../staff/staffOf.js";
import { sendComplaintPhoto } from "./complaintRoutes.js";

// after-sales-and-law.md §1: customer service handles complaints, the owner everything
/** Who answers complaints (apps/admin/README.md "Roles"; the start page shows them their tile). */
export const COMPLAINT_STAFF = { roles: ["owner", "customer_service"] as readonly StaffRole[] };
const DAY_MS = 86_400_000;

const idPath = z.strictObject({ id: z.string().regex(/^[0-9]{1,12}$/) });
const photoPath = idPath.extend({ position: z.string().regex(/^[1-5]$/) });
const listQuery = z.strictObject({
  ...commonQuery,
  status: z.enum(COMPLAINT_STATUSES as [string, ...string[]]).optional(),
  page: queryInt(1, 100_000).optional(),
  pageSize: queryInt(1, 100).optional(),
});
const acceptBody = z.strictObject({
  remedy: z.enum(COMPLAINT_REMEDIES as [string, ...string[]]).optional(),
  note: freeText(0, 2000).optional(),
});
const rejectBody = z.strictObject({ reason: freeText(0, 2000) });

const notFound = (): ApiError =>
  new ApiError("not_found", { message: { pl: "Nie ma takiej reklamacji.", en: "No such complaint." } });

const actorOf = (principal: StaffPrincipal) => ({ kind: "staff", role: principal.role }) as const;

/**
 * The back office's complaints (issue 26): `GET /api/admin/complaints` — the queue, unanswered first by
 * their deadline (those due within two days flagged `due_soon`, those the law accepted because nobody
 * answered flagged `overdue`) — `GET /api/admin/complaints/{id}` with its photos,
 * `POST …/{id}/accept` (`remedy`, `note`) and `POST …/{id}/reject` (`reason`). Owner and customer service;
 * each answer is audited and mailed to the shopper. A deadline that has passed is applied before any read.
 */
export const adminComplaintRoutes: RouteGroup = {
  name: "admin-complaints",
  register(router, context) {
    const photoUrl = (row: ComplaintRow) => (position: number) =>
      `/api/admin/complaints/${row.id}/photos/${position}`;
    const staffView = (row: ComplaintRow, photos: number) => {
      const now = context.now();
      const view = complaintView(row, photos, photoUrl(row));
      return {
        ...view,
        email: row.email,
        customer_id: row.customer_id,
        due_soon: row.status === "submitted" && Number(row.deadline_at) - now < 2 * DAY_MS,
        overdue: view.answer?.by === "system",
      };
    };
    const load = async (id: string): Promise<ComplaintRow> => {
      const row = await complaintDb(context)
        .selectFrom("complaint")
        .selectAll()
        .where("id", "=", Number(id))
        .executeTakeFirst();
      if (!row) throw notFound();
      return row as ComplaintRow;
    };

    router.get("/api/admin/complaints", { staff: COMPLAINT_STAFF }, async (request) => {
      const query = parseInput("query", listQuery, request.query);
      await lapseOverdueComplaints(context);
      const db = complaintDb(context);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      let list = db.selectFrom("complaint");
      if (query.status) list = list.where("status", "=", query.status);
      const total = await list.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      const rows = (await list
        .selectAll()
        // the queue: what still waits for an answer first, the nearest deadline on top
        .orderBy((eb) => eb.case().when("status", "=", "submitted").then(0).else(1).end())
        .orderBy("deadline_at", "asc")
        .orderBy("id", "asc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute()) as ComplaintRow[];
      const counts = await photoCounts(
        db,
        rows.map((r) => r.id),
      );
      return {
        items: rows.map((row) => staffView(row, counts.get(row.id) ?? 0)),
        total_count: Number(total?.n ?? 0),
        page,
        page_size: pageSize,
        statuses: COMPLAINT_STATUSES.map((code) => ({ code, label: COMPLAINT_STATUS_LABELS[code] })),
      };
    });

    router.get("/api/admin/complaints/:id", { staff: COMPLAINT_STAFF }, async (request) => {
      const { id } = parseInput("path", idPath, request.params);
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      await lapseOverdueComplaints(context);
      const row = await load(id);
      const counts = await photoCounts(complaintDb(context), [row.id]);
      return {
        ...staffView(row, counts.get(row.id) ?? 0),
        remedies: COMPLAINT_REMEDIES.map((code) => ({ code, label: COMPLAINT_REMEDY_LABELS[code] })),
      };
    });

    router.get(
      "/api/admin/complaints/:id/photos/:position",
      { staff: COMPLAINT_STAFF },
      async (request, reply) => {
        const { id, position } = parseInput("path", photoPath, request.params);
        const row = await load(id);
        return sendComplaintPhoto(context, reply, row.id, Number(position));
      },
    );

    const answer = (
      path: "accept" | "reject",
      body: z.ZodType,
      command: (b: Record<string, unknown>) => ComplaintCommand,
    ) =>
      router.post(`/api/admin/complaints/:id/${path}`, { staff: COMPLAINT_STAFF }, async (request) => {
        const { id } = parseInput("path", idPath, request.params);
        const input = parseInput("body", body, request.body ?? {}) as Record<string, unknown>;
        const principal = staffOf(request);
        await lapseOverdueComplaints(context);
        const row = await load(id);
        const result = await answerComplaint(context, row, command(input), actorOf(principal), principal);
        if (!result.ok) {
          const reason = result.reason === "raced" ? "already_answered" : result.reason;
          const message =
            result.reason === "raced" ? "Na tę reklamację sklep już odpowiedział." : result.message;
          const en = `The complaint rules refused this (${reason}).`;
          if (reason === "role_forbidden") {
            throw new ApiError("forbidden", { result: { reason }, message: { pl: message, en } });
          }
          throw ApiError.invalid(
            [issue(path === "reject" ? "reason" : "", "conflict", message, en, { reason })],
            {
              pl: message,
              en,
            },
          );
        }
        const counts = await photoCounts(complaintDb(context), [result.row.id]);
        return staffView(result.row, counts.get(result.row.id) ?? 0);
      });

    answer("accept", acceptBody, (b) => ({
      type: "accept",
      ...(b.remedy ? { remedy: b.remedy as ComplaintRemedy } : {}),
      ...(typeof b.note === "string" ? { note: b.note } : {}),
    }));
    answer("reject", rejectBody, (b) => ({ type: "reject", reason: String(b.reason) }));
  },
};
