import type { StaffPrincipal } from "@outlet/contract";
import { type AnyKysely, staffDb } from "../db/staffSchema.js";
import { apiKeyOfPrincipal } from "./staffOf.js";

/** One staff (or system) write for the audit log. */
export interface AuditEntry {
  /** Who did it: the staff member from `staffOf(request)`, or `"system"` (start-up, scheduled work). */
  readonly actor: StaffPrincipal | "system";
  /** What was done, dotted lower-case (`settings.update`, `staff.create`, `order.ship`). */
  readonly action: string;
  /** The kind of thing changed (`settings`, `staff`, `api_key`, `order`, `product`). */
  readonly entity: string;
  readonly entityId: string;
  /** The values before (JSON-able; `null` for a creation). Secret-looking keys are dropped. */
  readonly before: unknown;
  /** The values after (JSON-able; `null` for a deletion). Secret-looking keys are dropped. */
  readonly after: unknown;
}

/** One row of the audit log as the owner reads it. */
export interface AuditRecord {
  readonly id: number;
  /** ISO 8601 UTC. */
  readonly at: string;
  readonly actor: {
    readonly type: "staff" | "system";
    readonly id: number | null;
    readonly email: string | null;
  };
  readonly apiKeyId: number | null;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** Filters and page of {@link AuditRecorder.list}: newest first, `beforeId` pages back. */
export interface AuditQuery {
  readonly entity?: string;
  readonly entityId?: string;
  readonly actorId?: number;
  readonly beforeId?: number;
  /** @default 50 */
  readonly limit?: number;
}

/** Writes and reads the audit log (`audit_log`). */
export interface AuditRecorder {
  /**
   * Records one write. Pass the transaction the write runs in, so the entry and the change commit together.
   */
  record(db: AnyKysely, entry: AuditEntry): Promise<void>;
  list(db: AnyKysely, query: AuditQuery): Promise<readonly AuditRecord[]>;
}

/** Keys whose values never reach the audit log (passwords, tokens, secrets, keys, hashes, cookies, session ids). */
const SECRET_KEY = /password|token|secret|key|hash|cookie|session/i;

/**
 * A copy of a JSON-able value without the properties named like a secret, at any depth. Pure.
 *
 * @example
 * withoutSecrets({ email: "a@b.pl", password_hash: "scrypt$…", nested: { apiKey: "stk_…" } });
 * // { email: "a@b.pl", nested: {} }
 */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== "object") return value;
  if (depth > 32) return null;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) out[key] = withoutSecrets(item, depth + 1);
  }
  return out;
}

const parse = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
};

/**
 * Creates the audit log recorder: one row per staff write with who (staff id and e-mail, or the system, and
 * the API key it came through), when, what and the values before and after, never holding secrets.
 *
 * @example
 * const audit = createAuditRecorder({ now: Date.now });
 * await audit.record(trx, { actor, action: "settings.update", entity: "settings", entityId: "1", before, after });
 */
export function createAuditRecorder(deps: { readonly now: () => number }): AuditRecorder {
  return {
    async record(db, entry) {
      const staff = entry.actor === "system" ? null : entry.actor;
      await staffDb(db)
        .insertInto("audit_log")
        .values({
          at: deps.now(),
          actor_type: staff === null ? "system" : "staff",
          actor_id: staff?.id ?? null,
          actor_email: staff?.email ?? null,
          api_key_id: staff === null ? null : apiKeyOfPrincipal(staff),
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId,
          before_json: JSON.stringify(withoutSecrets(entry.before)),
          after_json: JSON.stringify(withoutSecrets(entry.after)),
        })
        .execute();
    },
    async list(db, query) {
      let select = staffDb(db)
        .selectFrom("audit_log")
        .selectAll()
        .orderBy("id", "desc")
        .limit(Math.min(Math.max(query.limit ?? 50, 1), 200));
      if (query.entity !== undefined) select = select.where("entity", "=", query.entity);
      if (query.entityId !== undefined) select = select.where("entity_id", "=", query.entityId);
      if (query.actorId !== undefined) select = select.where("actor_id", "=", query.actorId);
      if (query.beforeId !== undefined) select = select.where("id", "<", query.beforeId);
      const rows = await select.execute();
      return rows.map((row) => ({
        id: Number(row.id),
        at: new Date(Number(row.at)).toISOString(),
        actor: {
          type: row.actor_type,
          id: row.actor_id === null ? null : Number(row.actor_id),
          email: row.actor_email,
        },
        apiKeyId: row.api_key_id === null ? null : Number(row.api_key_id),
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        before: parse(row.before_json),
        after: parse(row.after_json),
      }));
    },
  };
}
