import { derivedBase62, randomBase62, sha256Hex } from "../auth/secrets.js";
import type { TxDb } from "../db/transactionSchema.js";
import type {
  GatewayPayment,
  GatewayPaymentStatus,
  PaymentDecline,
  PaymentGateway,
} from "./paymentGateway.js";

/** How long the stand-in's "bank app" takes to confirm a pending BLIK payment. @default 2000 */
export const BLIK_CONFIRM_MS = 2000;

/**
 * What the stand-in's bank does with a BLIK code (the codes are documented in the API README, "BLIK"):
 * `000000` is refused, a code starting with `9` has expired, any other 6 digits wait for the shopper's
 * confirmation in the bank app. Pure.
 *
 * @example
 * blikCodeOutcome("000000"); // "refused"
 * blikCodeOutcome("777123"); // "pending"
 */
export function blikCodeOutcome(code: string): PaymentDecline | "pending" {
  if (code === "000000") return "refused";
  if (code.startsWith("9")) return "expired";
  return "pending";
}

/** The stand-in gateway's hosted page: `GET` shows it, `POST …/zaplac` and `POST …/anuluj` end it. */
export const STANDIN_PAGE_PATH = "/api/ext/platnosc";

/** A session of the stand-in gateway as its hosted page reads it (by the token in the page's address). */
export interface StandInSession extends GatewayPayment {
  readonly description: string;
  readonly returnUrl: string | null;
}

/** The stand-in gateway, with the calls its hosted page makes besides the {@link PaymentGateway} ones. */
export interface StandInGateway extends PaymentGateway {
  /** The session behind a hosted page's token, or `null`. */
  byToken(token: string): Promise<StandInSession | null>;
  /**
   * The shopper's choice on the hosted page: a pending session becomes `paid` or `canceled`. Returns the
   * session after the choice, or `null` for an unknown token; an ended session stays as it was. A session
   * that ended here is notified to the shop before this resolves.
   */
  finish(token: string, outcome: "paid" | "canceled"): Promise<StandInSession | null>;
}

const STATUSES: ReadonlySet<string> = new Set<GatewayPaymentStatus>(["pending", "paid", "canceled"]);

const statusOf = (value: string): GatewayPaymentStatus =>
  STATUSES.has(value) ? (value as GatewayPaymentStatus) : "pending";

/**
 * The reference backend's stand-in for a payment gateway (issue 12): sessions in its own table, a hosted
 * page in Polish (`paymentRoutes.ts`) where the shopper pays or cancels. Paying moves no money. The page's
 * address carries a token derived from `tokenKey` and the session's reference (HMAC, stored only hashed,
 * S8 and §7); the reference the shop keeps is a different value, so an order document never holds what
 * opens the page, yet the page's address can be given again ({@link PaymentGateway.redirectUrlOf}).
 *
 * @example
 * const gateway = createStandInGateway({ db, now: Date.now, publicApiUrl: "https://api.outlet.pl", tokenKey });
 * const { redirectUrl } = await gateway.createSession({ orderNumber: "000000042", amountGrosze: 15499, description: "Zamówienie 000000042", returnUrl });
 */
export function createStandInGateway(deps: {
  readonly db: TxDb;
  readonly now: () => number;
  readonly publicApiUrl: string;
  /** The key page tokens are derived with (`deriveKey(appSecret, "standin-payment-page")`). */
  readonly tokenKey: Buffer;
  /** How long a pending BLIK payment waits for the bank app. @default {@link BLIK_CONFIRM_MS} */
  readonly blikConfirmMs?: number;
  /**
   * Tells the shop a session ended (a real gateway posts a signed notification): called once when the
   * shopper pays or cancels on the page, or the bank app confirms a BLIK payment. Its failure is the shop's
   * to catch up on (the payment sweep). @default no notification
   */
  readonly notify?: (payment: GatewayPayment) => Promise<void>;
  /** Runs `task` after `ms` (the bank app's confirmation of a BLIK payment). @default never */
  readonly later?: (ms: number, task: () => Promise<void>) => void;
}): StandInGateway {
  const { db, now } = deps;
  const notify = deps.notify ?? (async () => {});
  const tokenOf = (reference: string): string => derivedBase62(deps.tokenKey, reference, 32);
  const pageUrl = (reference: string): string =>
    `${deps.publicApiUrl}${STANDIN_PAGE_PATH}/${tokenOf(reference)}`;
  const select = () =>
    db
      .selectFrom("standin_payment")
      .select([
        "reference",
        "order_number",
        "amount_grosze",
        "description",
        "status",
        "return_url",
        "token_hash",
        "confirm_at",
        "decline",
      ]);
  type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof select>["executeTakeFirst"]>>>;
  const session = (row: Row): StandInSession => ({
    reference: row.reference,
    orderNumber: row.order_number,
    amountGrosze: row.amount_grosze,
    description: row.description,
    status: statusOf(row.status),
    returnUrl: row.return_url,
  });
  return {
    async createSession(request) {
      const reference = `SP-${randomBase62(16, true)}`;
      const token = tokenOf(reference);
      const t = now();
      const blik = request.blikCode === undefined ? null : blikCodeOutcome(request.blikCode);
      await db
        .insertInto("standin_payment")
        .values({
          reference,
          token_hash: sha256Hex(token),
          order_number: request.orderNumber,
          amount_grosze: request.amountGrosze,
          description: request.description,
          status: blik === null || blik === "pending" ? "pending" : "canceled",
          return_url: blik === null ? request.returnUrl : null,
          created_at: t,
          updated_at: t,
          confirm_at: blik === "pending" ? t + (deps.blikConfirmMs ?? BLIK_CONFIRM_MS) : null,
          decline: blik === "refused" || blik === "expired" ? blik : null,
        })
        .execute();
      if (blik === "pending") {
        const confirmMs = deps.blikConfirmMs ?? BLIK_CONFIRM_MS;
        // the shopper's bank app confirms, then the gateway notifies the shop
        deps.later?.(confirmMs, async () => {
          const confirmed = await db
            .updateTable("standin_payment")
            .set({ status: "paid", updated_at: now() })
            .where("reference", "=", reference)
            .where("status", "=", "pending")
            .executeTakeFirst();
          if (Number(confirmed.numUpdatedRows) !== 1) return;
          await notify({
            reference,
            orderNumber: request.orderNumber,
            amountGrosze: request.amountGrosze,
            status: "paid",
          });
        });
      }
      if (blik === null) return { reference, redirectUrl: pageUrl(reference) };
      return blik === "pending"
        ? { reference, redirectUrl: "" }
        : { reference, redirectUrl: "", declined: blik };
    },
    async lookup(reference) {
      const t = now();
      // a pending BLIK payment is confirmed by the shopper's bank app once its time has come
      await db
        .updateTable("standin_payment")
        .set({ status: "paid", updated_at: t })
        .where("reference", "=", reference)
        .where("status", "=", "pending")
        .where("confirm_at", "<=", t)
        .execute();
      const row = await select().where("reference", "=", reference).executeTakeFirst();
      if (!row) return null;
      const { description: _d, returnUrl: _r, ...payment } = session(row);
      return payment;
    },
    async redirectUrlOf(reference) {
      const row = await select().where("reference", "=", reference).executeTakeFirst();
      // a BLIK session (confirmed in the bank app) has no page
      return row && row.confirm_at === null && row.decline === null ? pageUrl(reference) : null;
    },
    async abandon(reference) {
      await db
        .updateTable("standin_payment")
        .set({ status: "canceled", return_url: null, updated_at: now() })
        .where("reference", "=", reference)
        .where("status", "=", "pending")
        .execute();
    },
    async refund(request) {
      // a refund is never more than what the stand-in was paid for the order (sessions paid, minus refunds)
      const paid = await db
        .selectFrom("standin_payment")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_grosze"), eb.lit(0)).as("total"))
        .where("order_number", "=", request.orderNumber)
        .where("status", "=", "paid")
        .executeTakeFirstOrThrow();
      const refunded = await db
        .selectFrom("standin_refund")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_grosze"), eb.lit(0)).as("total"))
        .where("order_number", "=", request.orderNumber)
        .executeTakeFirstOrThrow();
      // BLIK is settled without a session in the stand-in: its refunds are taken as the shop asks
      if (request.reference !== null && Number(refunded.total) + request.amountGrosze > Number(paid.total)) {
        throw new Error("stand-in gateway: refund exceeds the payment");
      }
      const refundReference = `SR-${randomBase62(16, true)}`;
      await db
        .insertInto("standin_refund")
        .values({
          reference: refundReference,
          payment_reference: request.reference,
          order_number: request.orderNumber,
          amount_grosze: request.amountGrosze,
          created_at: now(),
        })
        .execute();
      return { refundReference };
    },
    async byToken(token) {
      const row = await select().where("token_hash", "=", sha256Hex(token)).executeTakeFirst();
      return row ? session(row) : null;
    },
    async finish(token, outcome) {
      const hash = sha256Hex(token);
      const row = await select().where("token_hash", "=", hash).executeTakeFirst();
      if (!row) return null;
      if (row.status !== "pending") return session(row);
      // only a pending session changes, once (a second click or another tab finds it ended); the return
      // address (it holds the guest's order link) is not kept after it has been used
      const changed = await db
        .updateTable("standin_payment")
        .set({ status: outcome, return_url: null, updated_at: now() })
        .where("token_hash", "=", hash)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 1) {
        const ended = { ...session(row), status: outcome };
        const { description: _d, returnUrl: _r, ...payment } = ended;
        await notify(payment);
        return ended;
      }
      const after = await select().where("token_hash", "=", hash).executeTakeFirst();
      return after ? session(after) : null;
    },
  };
}
