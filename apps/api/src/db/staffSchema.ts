import type { Generated, Kysely } from "kysely";
import type { Database } from "./schema.js";

// The staff side (issue 25): accounts, sessions, per-role API keys, the audit log and the shop-settings
// document. Times are epoch ms; secrets are stored only as SHA-256 hex or scrypt hashes, except the TOTP
// secret, which must be readable and is stored encrypted (after-sales-and-law.md §7).

/** A back-office account. */
export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-case, unique. */
  email: string;
  role: "owner" | "customer_service" | "warehouse";
  /** scrypt hash (src/auth/passwords.ts); `null` once a one-time password was used up. */
  password_hash: string | null;
  /** 1 while the password is a one-time password: its first log-in uses it up and forces a new one. */
  password_one_time: number;
  /** AES-256-GCM of the TOTP secret (key derived from `APP_SECRET`), or `null`. */
  totp_secret: string | null;
  /** 1 once a TOTP code confirmed the secret: log-ins then need a code. */
  totp_enabled: number;
  /** The 30-second step of the last accepted TOTP code: a code is accepted once (RFC 6238 §5.2). */
  totp_last_step: number | null;
  /** 1: refused at log-in, sessions ended. */
  disabled: number;
  created_at: number;
  updated_at: number;
}

/** A staff session (its id is the cookie's value; only its SHA-256 is stored). */
export interface StaffSessionTable {
  id_hash: string;
  staff_id: number;
  created_at: number;
  last_used_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** 1: opened with a one-time password; only "me", log-out and the password change answer. */
  must_change_password: number;
}

/** A per-role API key for scripts (`stk_…`; only its SHA-256 is stored). */
export interface StaffApiKeyTable {
  id: Generated<number>;
  key_hash: string;
  /** The first characters of the key (`stk_AbCd`), so the owner can tell keys apart. */
  prefix: string;
  name: string;
  role: "owner" | "customer_service" | "warehouse";
  /** The owner who created it; the key acts under this id. */
  created_by: number;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/** One staff (or system) write: who, when, what, before and after (secrets dropped). */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  /** `staff` or `system`. */
  actor_type: "staff" | "system";
  actor_id: number | null;
  actor_email: string | null;
  /** The API key the write came through, or `null` (a session, or the system). */
  api_key_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON. */
  before_json: string;
  /** JSON. */
  after_json: string;
}

/** The one shop-settings document (`id` is always 1). */
export interface ShopSettingsTable {
  id: number;
  /** JSON of `ShopSettings`. */
  body: string;
  updated_at: number;
}

/** The staff tables, beside the core {@link Database}. */
export interface StaffTables {
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_api_key: StaffApiKeyTable;
  audit_log: AuditLogTable;
  shop_settings: ShopSettingsTable;
}

/**
 * Any Kysely handle or transaction, whatever tables its type lists (the orders side passes its own
 * transactions to the audit log and the settings store).
 */
export type AnyKysely = Pick<Kysely<Database>, "isTransaction">;

/** A Kysely handle that sees the staff tables. */
export type StaffDb = Kysely<Database & StaffTables>;

/**
 * The same connection, typed with the staff tables (they are created by `4000_staff`).
 *
 * @example
 * const db = staffDb(context.database.db);
 */
export function staffDb(db: AnyKysely): StaffDb {
  return db as unknown as StaffDb;
}
