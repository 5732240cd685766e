import { setTimeout as delay } from "node:timers/promises";
import type { AppContext } from "../context.js";
import type { TxDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";
import { errorEnvelope } from "../http/errorEnvelope.js";
import type { Lang } from "../http/messages.js";
import { issue } from "../http/validation.js";
import { shopServices } from "../shop/shopServices.js";
import type { IdempotentCall } from "./orderIdempotencyKey.js";
import { orderInvalid } from "./orderIssues.js";
import { sealOutcome, unsealOutcome } from "./sealedOutcome.js";

/** §6.2: a duplicate waits this long for the first request, then gets 409. */
export const IN_FLIGHT_WAIT_MS = 5000;
/** §6.2: idempotency records are kept for 30 days. */
export const IDEMPOTENCY_TTL_MS = 30 * 86_400_000;

/** A finished outcome: what is stored under the idempotency key and sent. */
export interface Outcome {
  readonly code: number;
  readonly body: Record<string, unknown>;
}

/**
 * Another API process stored an answer for this idempotency key while this one placed the order (several
 * processes on one PostgreSQL): the order is rolled back and the stored answer given instead.
 */
export class KeyAnsweredElsewhere extends Error {
  constructor() {
    super("idempotency key answered by another process");
  }
}

/**
 * Stores the answer of a call under its key unless one is stored already (the key's unique row decides
 * between processes). Returns whether this call's answer was stored.
 *
 * @example
 * if (!(await storeOutcome(trx, call, answer, now))) throw new KeyAnsweredElsewhere();
 */
export async function storeOutcome(
  db: TxDb,
  call: IdempotentCall,
  outcome: Outcome,
  at: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto("idempotency_record")
    .values({
      scope: call.scope,
      idem_key: call.key,
      fingerprint: call.fingerprint,
      code: outcome.code,
      // §7: no secret at rest: the order's secret and payment page are derived again on a replay
      result: sealOutcome(outcome.body),
      created_at: at,
    })
    .onConflict((oc) => oc.columns(["scope", "idem_key"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The stored answer of a refused call: the error envelope exactly as the server's error handler sends it. */
function errorOutcome(lang: Lang, error: ApiError): Outcome {
  const envelope = errorEnvelope(error, lang, "");
  return { code: envelope.code, body: envelope };
}

function stillInProgress(lang: Lang): ApiError {
  const pl = "To zamówienie jest jeszcze przetwarzane. Spróbuj za chwilę.";
  const en = "This order is still being processed. Retry shortly.";
  return new ApiError("in_progress", {
    message: { pl, en },
    result: {
      issues: [
        { path: "header.idempotency-key", code: "order_in_progress", message: lang === "en" ? en : pl },
      ],
    },
  });
}

/** What {@link IdempotencyGate.run} does for a call that has no stored answer. */
export interface FirstRun {
  /** The language of stored error answers. */
  readonly lang: Lang;
  /** Runs once before the call is placed (not for replays): the rate limits. */
  readonly before: () => Promise<void>;
  /** Places the call; a 400 it throws is stored as its answer, a 5xx is not. */
  readonly place: () => Promise<Outcome>;
}

/** The idempotency of one endpoint (§6.2): stored answers, duplicates in flight, expired keys. */
export interface IdempotencyGate {
  /**
   * The answer of a call: the stored one (`replayed`) when the key was answered, else the outcome of
   * `place`. A duplicate of a call in flight in this process waits for it up to {@link IN_FLIGHT_WAIT_MS},
   * then gets 409 `in_progress`; a reused key with another fingerprint gets 400 `idempotency_key_reused`.
   */
  run(call: IdempotentCall, first: FirstRun): Promise<{ outcome: Outcome; replayed: boolean }>;
}

/**
 * The idempotency gate of a server: answers stored in `idempotency_record` for 30 days, calls in flight
 * in this process in a map.
 *
 * @example
 * const gate = createIdempotencyGate(context);
 * const { outcome, replayed } = await gate.run(call, { lang: "pl", before: async () => {}, place });
 */
export function createIdempotencyGate(context: AppContext): IdempotencyGate {
  const inFlight = new Map<string, Promise<unknown>>();
  const db = () => shopServices(context).db;

  // The stored answer as data: a FastifyReply is thenable, so returning one from an async function
  // would resolve to undefined and let the request run the order again.
  const replay = async (call: IdempotentCall): Promise<Outcome | null> => {
    const stored = await db()
      .selectFrom("idempotency_record")
      .selectAll()
      .where("scope", "=", call.scope)
      .where("idem_key", "=", call.key)
      .where("created_at", ">", context.now() - IDEMPOTENCY_TTL_MS)
      .executeTakeFirst();
    if (!stored) return null;
    if (stored.fingerprint !== call.fingerprint) {
      throw orderInvalid([
        issue(
          "header.idempotency-key",
          "idempotency_key_reused",
          "Ten klucz idempotencji użyto już dla innego zamówienia.",
          "This idempotency key was already used for a different order.",
        ),
      ]);
    }
    return {
      code: stored.code,
      body: await unsealOutcome(context, JSON.parse(stored.result) as Record<string, unknown>),
    };
  };

  const place = async (
    call: IdempotentCall,
    first: FirstRun,
  ): Promise<{ outcome: Outcome; replayed: boolean }> => {
    try {
      return { outcome: await first.place(), replayed: false };
    } catch (error) {
      if (error instanceof KeyAnsweredElsewhere) {
        const stored = await replay(call);
        if (stored) return { outcome: stored, replayed: true };
      }
      if (error instanceof ApiError && error.status === 400) {
        // §6.2: a 400 is stored too, so a retry gets the same answer; a 5xx is not
        const outcome = errorOutcome(first.lang, error);
        // another process answered the key first (e.g. it sold the last unit to this very order)
        if (!(await storeOutcome(db(), call, outcome, context.now()))) {
          const stored = await replay(call);
          if (stored) return { outcome: stored, replayed: true };
        }
      }
      throw error;
    }
  };

  return {
    async run(call, first) {
      const flightKey = `${call.scope}\u0000${call.key}`;
      // §6.2: records are kept for 30 days; an expired one no longer blocks its key
      await db()
        .deleteFrom("idempotency_record")
        .where("scope", "=", call.scope)
        .where("idem_key", "=", call.key)
        .where("created_at", "<=", context.now() - IDEMPOTENCY_TTL_MS)
        .execute();
      // look the key up (no await may come between the in-flight check and registering this request)
      const stored = await replay(call);
      if (stored) return { outcome: stored, replayed: true };
      const running = inFlight.get(flightKey);
      if (running) {
        await Promise.race([running.catch(() => undefined), delay(IN_FLIGHT_WAIT_MS)]);
        const after = await replay(call);
        if (after) return { outcome: after, replayed: true };
        if (inFlight.has(flightKey)) throw stillInProgress(first.lang);
      }
      await first.before();
      const task = place(call, first);
      inFlight.set(flightKey, task);
      try {
        return await task;
      } finally {
        inFlight.delete(flightKey);
      }
    },
  };
}
