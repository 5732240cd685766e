import * as z from "zod/mini";
import type { Transport } from "./createTransport.js";

/** How the shopper proves the order is theirs: the order page's secret or the footer form's token (else the session). */
export interface WithdrawalProof {
  readonly secret?: string;
  readonly withdrawalToken?: string;
}

/** Units of one order line to withdraw. */
export interface WithdrawalLineChoice {
  readonly item_id: number;
  readonly qty: number;
}

/** The return terms shown before confirming (art. 34): how, where, who pays. */
export interface ReturnTerms {
  readonly method: "inpost_locker" | "courier" | "store";
  readonly cost: "free" | "shopper_pays";
  readonly cost_amount: number;
  readonly address: {
    readonly name: string;
    readonly street: string;
    readonly postcode: string;
    readonly city: string;
  };
  /** Polish sentences, in order. */
  readonly instructions: readonly string[];
  /**
   * Only while the order has not left the shop: how the return goes once it ships (Polish sentences, in
   * order, shown under one "Po wysyłce" lead-in); absent otherwise.
   */
  readonly after_shipping?: readonly string[];
}

/** One withdrawal with its return's status, as the shopper reads it. */
export interface Withdrawal {
  readonly id: number;
  readonly created_at: string;
  /** Warsaw date and time in Polish ("29 listopada 2026, 10:05"). */
  readonly created_at_label: string;
  readonly reason_label: string | null;
  readonly lines: readonly {
    readonly item_id: number;
    readonly name: string;
    readonly qty: number;
    readonly amount: number;
  }[];
  readonly delivery_amount: number;
  readonly refund_amount: number;
  readonly status: "reported" | "sent" | "received" | "refunded";
  readonly status_label: string;
  readonly return_code: string | null;
  /** Made before the parcel left the shop: the order was cancelled and there is no return. */
  readonly before_dispatch?: boolean;
  /** Some units withdrawn before the parcel left: they left the order, the rest ships (no return either). */
  readonly dropped_before_dispatch?: boolean;
  /** What happened to the order and the money, in Polish, for {@link before_dispatch}; otherwise `null`. */
  readonly outcome?: string | null;
  readonly return: ReturnTerms;
  readonly needs_bank_account: boolean;
  readonly bank_account_given: boolean;
  readonly refunded_at_label: string | null;
  /** True when this answered a repeated confirmation (nothing new was written). */
  readonly repeated?: boolean;
}

/** What the withdrawal function shows of an order. */
export interface WithdrawalPage {
  readonly order_number: string;
  readonly delivered_on: string | null;
  /** Where the order stands after its withdrawals (`@outlet/after-sales` `orderReturnState`). */
  readonly return_state?: { readonly kind: string; readonly label: string | null };
  readonly window:
    | {
        readonly open: true;
        readonly closes_at: string | null;
        readonly closes_at_label: string | null;
        readonly days: number;
        readonly message: string;
      }
    | { readonly open: false; readonly reason: string; readonly days: number; readonly message: string };
  readonly lines: readonly {
    readonly item_id: number;
    readonly sku: string;
    readonly name: string;
    readonly qty: number;
    readonly withdrawn_qty: number;
    readonly remaining_qty: number;
    readonly withdrawable: boolean;
    readonly condition: string | null;
    readonly note: string | null;
  }[];
  readonly return: ReturnTerms;
  readonly reasons: readonly { readonly code: string; readonly label: string }[];
  readonly prefill: { readonly name: string; readonly email: string };
  readonly withdrawals: readonly Withdrawal[];
}

/** The refund a selection would bring. */
export interface WithdrawalPreview {
  readonly lines: readonly {
    readonly item_id: number;
    readonly name: string;
    readonly qty: number;
    readonly amount: number;
  }[];
  readonly goods_amount: number;
  readonly delivery_amount: number;
  readonly refund_amount: number;
  readonly completes_order: boolean;
  /** The whole order not yet shipped: it is cancelled, nothing is sent back (after-sales-and-law.md §1–2). */
  readonly before_dispatch?: boolean;
  /** What happens to the order and the money then, in Polish; `null` for a return by parcel. */
  readonly outcome?: string | null;
  readonly return: ReturnTerms;
}

// the API's answers are checked for their identifying fields; the rest is read as the interfaces say
const pageSchema = z.lazy(() =>
  z.looseObject({ order_number: z.string(), window: z.looseObject({ open: z.boolean() }) }),
);
const withdrawalSchema = z.lazy(() => z.looseObject({ id: z.number(), status: z.string() }));
const previewSchema = z.lazy(() => z.looseObject({ refund_amount: z.number() }));

const proofBody = (proof: WithdrawalProof) => ({
  ...(proof.secret ? { secret: proof.secret } : {}),
  ...(proof.withdrawalToken ? { withdrawal_token: proof.withdrawalToken } : {}),
});

/**
 * The withdrawal function (issue 26, RB extension `/api/ext/withdrawal`): the footer's guest form, the
 * order's withdrawal page, the refund preview, the confirmation and the bank account for the refund.
 *
 * @example
 * const withdrawal = createWithdrawalApi(transport);
 * const page = await withdrawal.page("000000042", { secret });
 */
export function createWithdrawalApi(transport: Transport) {
  return {
    /**
     * `POST /api/ext/withdrawal/find`: an order number and the e-mail it was placed with give the order's
     * short-lived withdrawal token (`expires_at`, ISO 8601); a wrong pair is the same 404 `HttpError` as an
     * unknown order.
     * @example const { token, expires_at } = await withdrawal.find("42", "anna@example.pl");
     */
    async find(
      orderNumber: string,
      email: string,
    ): Promise<{ readonly order_number: string; readonly token: string; readonly expires_at: string }> {
      return (
        await transport.call({
          endpoint: { template: "/api/ext/withdrawal/find" },
          method: "POST",
          json: { order_number: orderNumber, email },
          schema: z.object({ order_number: z.string(), token: z.string(), expires_at: z.string() }),
        })
      ).result;
    },

    /**
     * `GET /api/ext/withdrawal/{orderNumber}`: the window, the lines, the return terms and earlier withdrawals.
     * @example const page = await withdrawal.page("000000042", { secret });
     */
    async page(orderNumber: string, proof: WithdrawalProof = {}): Promise<WithdrawalPage> {
      const { secret, withdrawal_token } = proofBody(proof) as { secret?: string; withdrawal_token?: string };
      const result = (
        await transport.call({
          endpoint: { template: "/api/ext/withdrawal/{{orderNumber}}?token={{token}}" },
          method: "GET",
          params: { orderNumber },
          query: { ...(secret ? { secret } : {}), ...(withdrawal_token ? { withdrawal_token } : {}) },
          schema: pageSchema,
        })
      ).result;
      return result as unknown as WithdrawalPage;
    },

    /**
     * `POST /api/ext/withdrawal/{orderNumber}/preview`: the refund of the whole order or of some lines.
     * @example const { refund_amount } = await withdrawal.preview("000000042", "whole", { secret });
     */
    async preview(
      orderNumber: string,
      choice: "whole" | readonly WithdrawalLineChoice[],
      proof: WithdrawalProof = {},
    ): Promise<WithdrawalPreview> {
      const result = (
        await transport.call({
          endpoint: { template: "/api/ext/withdrawal/{{orderNumber}}/preview?token={{token}}" },
          method: "POST",
          params: { orderNumber },
          json: { ...proofBody(proof), ...(choice === "whole" ? { whole: true } : { lines: choice }) },
          schema: previewSchema,
        })
      ).result;
      return result as unknown as WithdrawalPreview;
    },

    /**
     * `POST /api/ext/withdrawal/{orderNumber}`: the confirmed withdrawal ("Potwierdzam odstąpienie od umowy").
     * The same `requestKey` again answers the first one.
     * @example const ack = await withdrawal.confirm("000000042", { requestKey, name, email, choice: "whole" }, { secret });
     */
    async confirm(
      orderNumber: string,
      input: {
        readonly requestKey: string;
        readonly name: string;
        readonly email: string;
        readonly reason?: string;
        readonly choice: "whole" | readonly WithdrawalLineChoice[];
      },
      proof: WithdrawalProof = {},
    ): Promise<Withdrawal> {
      const result = (
        await transport.call({
          endpoint: { template: "/api/ext/withdrawal/{{orderNumber}}?token={{token}}" },
          method: "POST",
          params: { orderNumber },
          json: {
            ...proofBody(proof),
            request_key: input.requestKey,
            name: input.name,
            email: input.email,
            ...(input.reason ? { reason: input.reason } : {}),
            ...(input.choice === "whole" ? { whole: true } : { lines: input.choice }),
            confirmed: true,
          },
          schema: withdrawalSchema,
        })
      ).result;
      return result as unknown as Withdrawal;
    },

    /**
     * `POST /api/ext/withdrawal/{orderNumber}/{id}/bank-account`: where a transfer or cash refund goes.
     * @example await withdrawal.bankAccount("000000042", 7, "PL61 1090 …", { secret });
     */
    async bankAccount(
      orderNumber: string,
      id: number,
      account: string,
      proof: WithdrawalProof = {},
    ): Promise<Withdrawal> {
      const result = (
        await transport.call({
          endpoint: { template: "/api/ext/withdrawal/{{orderNumber}}/{{id}}/bank-account?token={{token}}" },
          method: "POST",
          params: { orderNumber, id: String(id) },
          json: { ...proofBody(proof), account },
          schema: withdrawalSchema,
        })
      ).result;
      return result as unknown as Withdrawal;
    },
  };
}

/** The withdrawal calls of the client (`client.withdrawal`). */
export type WithdrawalApi = ReturnType<typeof createWithdrawalApi>;
