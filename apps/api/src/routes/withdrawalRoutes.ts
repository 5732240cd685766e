import { z } from "zod";
import { giveBankAccount } from "../afterSales/giveBankAccount.js";
import { findOrderForWithdrawal, shopperOrderId } from "../afterSales/withdrawalAccess.js";
import { confirmWithdrawal, previewWithdrawal, withdrawalPage } from "../afterSales/withdrawals.js";
import { WITHDRAWAL_REASONS, type WithdrawalReason } from "../afterSales/withdrawalView.js";
import type { RouteGroup } from "../context.js";
import { commonQuery, freeText, parseInput } from "../http/validation.js";
import { orderPageLink } from "../orders/orderPageLink.js";
import { emailSchema } from "../shop/addressSchema.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";

const numberPath = z.strictObject({ orderNumber: z.string().regex(/^[0-9]{1,20}$/) });
const proof = {
  secret: z.string().min(1).max(128).optional(),
  // not `token`: that name is the customer's session in the query (api-contract §1)
  withdrawal_token: z.string().min(1).max(256).optional(),
};
const proofOf = (input: { secret?: string | undefined; withdrawal_token?: string | undefined }) => ({
  secret: input.secret,
  token: input.withdrawal_token,
});
const selection = {
  whole: z.boolean().optional(),
  lines: z
    .array(
      z.strictObject({
        item_id: z.number().int().min(1).max(2_147_483_647),
        qty: z.number().int().min(0).max(10_000),
      }),
    )
    .max(200)
    .optional(),
};
const selectionOf = (body: {
  whole?: boolean | undefined;
  lines?: { item_id: number; qty: number }[] | undefined;
}) =>
  body.whole === true
    ? ("whole" as const)
    : (body.lines ?? []).map((l) => ({ lineId: l.item_id, qty: l.qty }));

/**
 * The withdrawal function (issue 26, after-sales-and-law.md §2): `POST /api/ext/withdrawal/find` (the
 * footer's guest form: order number + e-mail → the order's withdrawal token for two hours, rate-limited,
 * one answer for a wrong pair and an unknown order), `GET /api/ext/withdrawal/{orderNumber}` (the window, the lines, the
 * return terms, earlier withdrawals), `POST …/preview` (the refund of a selection), `POST …/{orderNumber}`
 * (the confirmation: `confirmed: true`, idempotent by `request_key`, acknowledged at once by mail) and
 * `POST …/{orderNumber}/{id}/bank-account`. Each is for the customer who placed the order, the holder of its
 * secret (the mail's link) or of its withdrawal token; anyone else gets the unknown order's 404.
 */
export const withdrawalRoutes: RouteGroup = {
  name: "withdrawal",
  register(router, context) {
    router.post(
      "/api/ext/withdrawal/find",
      { rateLimit: [SHOP_LIMITS.withdrawalFindIp] },
      async (request) => {
        parseInput("query", z.strictObject({ ...commonQuery }), request.query);
        const body = parseInput(
          "body",
          z.strictObject({
            order_number: z
              .string()
              .trim()
              .regex(/^[0-9]{1,20}$/),
            email: emailSchema,
          }),
          request.body,
        );
        // "42" finds 000000042: the shopper types what the mail shows, with or without the zeros
        return findOrderForWithdrawal(context, body.order_number.padStart(9, "0"), body.email);
      },
    );

    router.get(
      "/api/ext/withdrawal/:orderNumber",
      { rateLimit: [SHOP_LIMITS.accountIp] },
      async (request) => {
        const { orderNumber } = parseInput("path", numberPath, request.params);
        const query = parseInput("query", z.strictObject({ ...commonQuery, ...proof }), request.query);
        const orderId = await shopperOrderId(context, request, orderNumber, proofOf(query));
        return withdrawalPage(context, orderId);
      },
    );

    router.post(
      "/api/ext/withdrawal/:orderNumber/preview",
      { rateLimit: [SHOP_LIMITS.accountIp] },
      async (request) => {
        const { orderNumber } = parseInput("path", numberPath, request.params);
        parseInput("query", z.strictObject({ ...commonQuery }), request.query);
        const body = parseInput("body", z.strictObject({ ...proof, ...selection }), request.body);
        const orderId = await shopperOrderId(context, request, orderNumber, proofOf(body));
        return previewWithdrawal(context, orderId, selectionOf(body));
      },
    );

    router.post(
      "/api/ext/withdrawal/:orderNumber",
      { rateLimit: [SHOP_LIMITS.accountIp] },
      async (request) => {
        const { orderNumber } = parseInput("path", numberPath, request.params);
        parseInput("query", z.strictObject({ ...commonQuery }), request.query);
        const body = parseInput(
          "body",
          z.strictObject({
            ...proof,
            ...selection,
            request_key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
            name: freeText(2, 100),
            email: emailSchema,
            reason: z
              .enum(Object.keys(WITHDRAWAL_REASONS) as [WithdrawalReason, ...WithdrawalReason[]])
              .optional(),
            // the separate confirmation step (art. 11a): the button "Potwierdzam odstąpienie od umowy"
            confirmed: z.literal(true),
          }),
          request.body,
        );
        const orderId = await shopperOrderId(context, request, orderNumber, proofOf(body));
        // the order page where the bank account is asked for: the guest's secret link only to the order's address
        const page = await orderPageLink(context, orderId, body.email);
        const result = await confirmWithdrawal(
          context,
          orderId,
          {
            requestKey: body.request_key,
            name: body.name.trim(),
            email: body.email,
            reason: body.reason ?? null,
            selection: selectionOf(body),
          },
          page,
        );
        // a repeated confirmation answers the first one: `repeated: true`, nothing new written or mailed
        return { ...result.withdrawal, repeated: !result.created };
      },
    );

    router.post(
      "/api/ext/withdrawal/:orderNumber/:withdrawalId/bank-account",
      { rateLimit: [SHOP_LIMITS.accountIp] },
      async (request) => {
        const params = parseInput(
          "path",
          z.strictObject({
            orderNumber: z.string().regex(/^[0-9]{1,20}$/),
            withdrawalId: z
              .string()
              .regex(/^\d{1,9}$/)
              .transform(Number),
          }),
          request.params,
        );
        parseInput("query", z.strictObject({ ...commonQuery }), request.query);
        const body = parseInput(
          "body",
          z.strictObject({ ...proof, account: z.string().min(1).max(64) }),
          request.body,
        );
        const orderId = await shopperOrderId(context, request, params.orderNumber, proofOf(body));
        return giveBankAccount(context, orderId, params.withdrawalId, body.account);
      },
    );
  },
};
