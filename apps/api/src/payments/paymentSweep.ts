import type { AppContext } from "../context.js";
import type { TxDb } from "../db/transactionSchema.js";
import { shopServices } from "../shop/shopServices.js";
import { BLIK_PAYMENT, ONLINE_PAYMENT, settleOrderPayment } from "./orderPayment.js";

/** The job's row in `job_lease`. */
const JOB = "payment-sweep";

/** Orders asked about per pass: the newest awaited ones (a bound on the gateway calls). @default 20 */
export const SWEEP_BATCH = 20;

/** How far back the sweep looks: a gateway session older than two days no longer ends in a payment. */
export const SWEEP_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Takes the job's turn for one interval: moves `until` forward from a time already past in one conditional
 * update, so of every API process on the database exactly one gets each interval's pass.
 *
 * @example
 * if (await takeJobTurn(db, "payment-sweep", Date.now(), 60_000)) await pass();
 */
export async function takeJobTurn(db: TxDb, name: string, now: number, intervalMs: number): Promise<boolean> {
  await db
    .insertInto("job_lease")
    .values({ name, until: 0 })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const taken = await db
    .updateTable("job_lease")
    .set({ until: now + intervalMs })
    .where("name", "=", name)
    .where("until", "<=", now)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * One pass of the fallback for notifications that never arrived: asks the gateway about the newest
 * {@link SWEEP_BATCH} orders placed in the last {@link SWEEP_WINDOW_MS} still awaiting a payment through it
 * (online, BLIK) and settles them ({@link settleOrderPayment}, idempotent). Returns how many it asked about.
 *
 * @example
 * await sweepAwaitedPayments(context); // 3
 */
export async function sweepAwaitedPayments(context: AppContext): Promise<number> {
  const awaited = await shopServices(context)
    .db.selectFrom("sales_order")
    .select("id")
    .where("status", "in", ["awaiting_payment", "pending_payment", "pending"])
    .where("payment_method", "in", [ONLINE_PAYMENT, BLIK_PAYMENT])
    .where("created_at", ">=", context.now() - SWEEP_WINDOW_MS)
    .orderBy("id", "desc")
    .limit(SWEEP_BATCH)
    .execute();
  for (const row of awaited) await settleOrderPayment(context, row.id);
  return awaited.length;
}

/**
 * Runs a leased periodic job in this API process: four times per `intervalMs` it tries to take the job's
 * turn ({@link takeJobTurn}) and, when it got it, runs one `pass`, so of every API process on the database
 * exactly one runs each interval's pass. Nothing runs on a read. Stopped when the server closes; off with
 * an interval of 0.
 *
 * @example
 * startLeasedJob(context, "payment-sweep", 60_000, sweepAwaitedPayments);
 */
export function startLeasedJob(
  context: AppContext,
  name: string,
  intervalMs: number,
  pass: (context: AppContext) => Promise<unknown>,
): void {
  if (intervalMs === 0) return;
  let running = false;
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      void (async () => {
        const { db } = shopServices(context);
        if (await takeJobTurn(db, name, context.now(), intervalMs)) await pass(context);
      })()
        .catch((error: unknown) => context.log.error({ err: error, job: name }, "periodic job failed"))
        .finally(() => {
          running = false;
        });
      // a few tries per interval: the turn, not this timer, decides (at most one pass per interval)
    },
    Math.max(1, Math.floor(intervalMs / 4)),
  );
  timer.unref();
  context.onClose(() => clearInterval(timer));
}

/**
 * Starts the payment sweep in this API process ({@link startLeasedJob} with {@link sweepAwaitedPayments}
 * every `PAYMENT_SWEEP_MS`; off with `PAYMENT_SWEEP_MS=0`).
 *
 * @example
 * startPaymentSweep(context);
 */
export function startPaymentSweep(context: AppContext): void {
  startLeasedJob(context, JOB, context.config.paymentSweepMs, sweepAwaitedPayments);
}
