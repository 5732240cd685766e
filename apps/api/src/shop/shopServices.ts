import { type AuthService, createAuthService } from "../auth/createAuthService.js";
import { createLoginThrottle, type LoginThrottle } from "../auth/createLoginThrottle.js";
import { deriveKey } from "../auth/secrets.js";
import type { AppContext } from "../context.js";
import { type TxDb, txDb } from "../db/transactionSchema.js";
import { createMailer, type Mailer } from "../mail/createMailer.js";
import { loadShopConfig, type ShopConfig } from "./shopConfig.js";

/** Runs tasks one at a time per key (cart writes are serialised, §5.1). */
export interface KeyedMutex {
  run<TResult>(key: string, task: () => Promise<TResult>): Promise<TResult>;
}

/**
 * Creates an in-process keyed mutex: tasks with the same key run in arrival order, others in parallel.
 *
 * @example
 * const mutex = createKeyedMutex();
 * await mutex.run("cart:42", async () => updateCart());
 */
export function createKeyedMutex(): KeyedMutex {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(key, task) {
      const previous = tails.get(key) ?? Promise.resolve();
      const next = previous.then(task, task);
      const tail = next.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return next;
    },
  };
}

/** Everything the transaction route groups share, created once per server. */
export interface ShopServices {
  readonly config: ShopConfig;
  readonly db: TxDb;
  readonly auth: AuthService;
  readonly throttle: LoginThrottle;
  readonly mailer: Mailer;
  readonly cartMutex: KeyedMutex;
  /** Keys of form tokens (§11.4). */
  readonly formKey: Buffer;
  /** Every country of §10.1. */
  countries(): Promise<ReadonlySet<string>>;
}

const cache = new WeakMap<AppContext, ShopServices>();

/**
 * The shared services of the transaction routes for one server (memoised on its context).
 *
 * @example
 * const { auth, db } = shopServices(context);
 */
export function shopServices(context: AppContext): ShopServices {
  const existing = cache.get(context);
  if (existing) return existing;
  const config = loadShopConfig(process.env);
  const db = txDb(context.database.db);
  const services: ShopServices = {
    config,
    db,
    auth: createAuthService({ db, appSecret: context.config.appSecret, now: context.now }),
    throttle: createLoginThrottle(context.database.db),
    mailer: createMailer({
      dataDir: context.config.dataDir,
      from: "sklep@outlet.local",
      now: context.now,
      smtpUrl: config.smtpUrl,
      // the error only (its message names the server, never the mail's content or credentials)
      onError: (error, entry) =>
        context.log.error(
          { mail: entry, err: String((error as Error)?.message ?? error) },
          "mail delivery failed",
        ),
    }),
    cartMutex: createKeyedMutex(),
    formKey: deriveKey(context.config.appSecret, "form-token"),
    countries: async () =>
      new Set((await context.catalog.documents("country")).map((c) => String((c as { id: unknown }).id))),
  };
  cache.set(context, services);
  return services;
}
