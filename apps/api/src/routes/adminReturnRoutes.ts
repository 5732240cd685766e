import { RETURN_STATUSES, RETURNS_TO_RECEIVE, type ReturnStatus } from "@outlet/after-sales";
import type { StaffRole } from "@outlet/contract";
import { z } from "zod";
import { applyReturnCommand, listReturns, returnDetail } from "../afterSales/returnCommands.js";
import type { RouteGroup } from "../context.js";
import { commonQuery, freeText, parseInput } from "../http/validation.js";
import { staffOf } from "../staff/staffOf.js";

/** Who handles a return's parcel (apps/admin/README.md "Roles"; the start page shows them their tile). */
export const HANDLERS = { roles: ["owner", "customer_service", "warehouse"] as readonly StaffRole[] };
/** The list filter of the returns waiting to be received (`RETURNS_TO_RECEIVE`): the start page's link. */
export const TO_RECEIVE = "to_receive";
const MONEY = { roles: ["owner", "customer_service"] as readonly StaffRole[] };
const idPath = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
const noQuery = z.strictObject({ ...commonQuery });

/**
 * The back office's returns (issue 26, §3): `GET /api/admin/returns` (newest first, by status, or
 * `status=to_receive` for the ones waiting to be received, as the start page counts them),
 * `GET /api/admin/returns/{id}`, and the steps `POST …/{id}/sent` (proof of sending), `…/receive` (per line
 * accepted or a problem with a note), `…/problem` (a note) and `…/refund` (the amount the rules give back or
 * less, through the order's refund). Each step is checked by `@outlet/after-sales` and mails the shopper.
 */
export const adminReturnRoutes: RouteGroup = {
  name: "admin-returns",
  register(router, context) {
    router.get("/api/admin/returns", { staff: HANDLERS }, async (request) => {
      const query = parseInput(
        "query",
        z.strictObject({ ...commonQuery, status: z.enum([...RETURN_STATUSES, TO_RECEIVE]).optional() }),
        request.query,
      );
      if (query.status !== TO_RECEIVE) {
        return listReturns(context, { status: query.status as ReturnStatus | undefined });
      }
      // the returns the start page counts as waiting to be received: each status of the rule, newest first
      const lists = await Promise.all(RETURNS_TO_RECEIVE.map((status) => listReturns(context, { status })));
      const items = lists.flatMap((list) => list.items).sort((a, b) => b.id - a.id);
      return { items, total_count: items.length };
    });

    router.get("/api/admin/returns/:id", { staff: HANDLERS }, async (request) => {
      const { id } = parseInput("path", idPath, request.params);
      parseInput("query", noQuery, request.query);
      return returnDetail(context, id, staffOf(request));
    });

    router.post("/api/admin/returns/:id/sent", { staff: HANDLERS }, async (request) => {
      const { id } = parseInput("path", idPath, request.params);
      parseInput("body", z.strictObject({}), request.body ?? {});
      return applyReturnCommand(context, id, { type: "mark_sent", at: context.now() }, staffOf(request));
    });

    router.post("/api/admin/returns/:id/receive", { staff: HANDLERS }, async (request) => {
      const { id } = parseInput("path", idPath, request.params);
      const body = parseInput(
        "body",
        z.strictObject({
          lines: z
            .array(
              z.strictObject({
                item_id: z.number().int().min(1).max(2_147_483_647),
                ok: z.boolean(),
                note: freeText(0, 500).optional(),
              }),
            )
            .max(200)
            .optional(),
        }),
        request.body ?? {},
      );
      const lines = (body.lines ?? []).map((l) => ({
        lineId: l.item_id,
        ok: l.ok,
        note: l.note?.trim() || null,
      }));
      return applyReturnCommand(context, id, { type: "receive", at: context.now(), lines }, staffOf(request));
    });

    router.post("/api/admin/returns/:id/problem", { staff: HANDLERS }, async (request) => {
      const { id } = parseInput("path", idPath, request.params);
      const body = parseInput("body", z.strictObject({ note: freeText(3, 500) }), request.body);
      return applyReturnCommand(
        context,
        id,
        { type: "note_problem", at: context.now(), note: body.note.trim() },
        staffOf(request),
      );
    });

    router.post("/api/admin/returns/:id/refund", { staff: MONEY }, async (request) => {
      const { id } = parseInput("path", idPath, request.params);
      const body = parseInput(
        "body",
        z.strictObject({ amountGrosze: z.number().int().min(1).max(100_000_000).optional() }),
        request.body ?? {},
      );
      const principal = staffOf(request);
      const amount = body.amountGrosze ?? (await returnDetail(context, id, principal)).refund_amount * 100;
      return applyReturnCommand(
        context,
        id,
        { type: "refund", at: context.now(), amountGrosze: Math.round(amount) },
        principal,
      );
    });
  },
};
