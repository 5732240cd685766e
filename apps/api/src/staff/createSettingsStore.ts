import type { ShopSettings } from "@outlet/contract";
import { DEFAULT_TRANSFER_PAYMENT_DAYS } from "@outlet/shop-settings";
import { type AnyKysely, staffDb } from "../db/staffSchema.js";

/** Reads and writes the one shop-settings document (`shop_settings`, row 1, seeded by `4000_staff`). */
export interface SettingsStore {
  /** The current document. Pass a transaction to read it inside one. */
  read(db: AnyKysely): Promise<ShopSettings>;
  /** Replaces the document (validated by the caller with `shopSettingsSchema`). */
  write(db: AnyKysely, settings: ShopSettings): Promise<void>;
}

/**
 * Creates the settings store. Every read goes to the database (one small row by primary key), so several
 * API processes see the owner's change at once.
 *
 * @example
 * const settings = createSettingsStore({ now: Date.now });
 * (await settings.read(db)).returns.periodDays; // 30
 */
export function createSettingsStore(deps: { readonly now: () => number }): SettingsStore {
  return {
    async read(db) {
      const row = await staffDb(db)
        .selectFrom("shop_settings")
        .select("body")
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      const settings = JSON.parse(row.body) as ShopSettings;
      // a document saved before the transfer payment period existed (s23) reads with the default
      return {
        ...settings,
        bankAccount: {
          ...settings.bankAccount,
          paymentDays: settings.bankAccount.paymentDays ?? DEFAULT_TRANSFER_PAYMENT_DAYS,
        },
      };
    },
    async write(db, settings) {
      await staffDb(db)
        .updateTable("shop_settings")
        .set({ body: JSON.stringify(settings), updated_at: deps.now() })
        .where("id", "=", 1)
        .execute();
    },
  };
}
