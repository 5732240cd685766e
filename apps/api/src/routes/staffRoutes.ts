import type { StaffRole } from "@outlet/contract";
import { z } from "zod";
import { emailTaken } from "../auth/accountErrors.js";
import { hashPassword } from "../auth/passwords.js";
import { randomBase62, sha256Hex } from "../auth/secrets.js";
import type { RouteGroup } from "../context.js";
import { type StaffDb, staffDb } from "../db/staffSchema.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, customIssue, issue, parseInput, queryInt } from "../http/validation.js";
import { emailSchema } from "../shop/addressSchema.js";
import { shopServices } from "../shop/shopServices.js";
import { API_KEY_PREFIX } from "../staff/createStaffAuth.js";
import { staffOf } from "../staff/staffOf.js";

const emptyQuery = z.strictObject({ ...commonQuery });
const roleSchema = z.enum(["owner", "customer_service", "warehouse"]);
const idPath = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
const OWNER_ONLY = { roles: ["owner"] as readonly StaffRole[] };

/** What the owner sees of a staff account (never a hash or a secret). */
interface StaffView {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
  readonly disabled: boolean;
  readonly totpEnabled: boolean;
  readonly mustChangePassword: boolean;
  readonly createdAt: string;
}

async function staffView(db: StaffDb, id: number): Promise<StaffView | null> {
  const row = await db
    .selectFrom("staff_user")
    .select(["id", "email", "role", "disabled", "totp_enabled", "password_one_time", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row === undefined ? null : toView(row);
}

function toView(row: {
  id: number;
  email: string;
  role: StaffRole;
  disabled: number;
  totp_enabled: number;
  password_one_time: number;
  created_at: number;
}): StaffView {
  return {
    id: Number(row.id),
    email: row.email,
    role: row.role,
    disabled: row.disabled === 1,
    totpEnabled: row.totp_enabled === 1,
    mustChangePassword: row.password_one_time === 1,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** A one-time password for a new or reset account: 20 characters of base62, handed over by the owner. */
const oneTimePassword = (): string => randomBase62(20, true);

const lastOwner = (): ApiError =>
  ApiError.invalid([
    issue(
      "",
      "conflict",
      "Sklep musi mieć co najmniej jednego aktywnego właściciela.",
      "The shop must keep at least one active owner.",
    ),
  ]);

/**
 * The owner's staff management (issue 25): staff accounts (list, create with a role and a one-time
 * password, change the role, disable, reset the password), per-role API keys for scripts (list, create —
 * the key is shown once —, revoke) and the audit log. Every write is audited.
 */
export const staffRoutes: RouteGroup = {
  name: "staff",
  register(router, context) {
    const db = staffDb(context.database.db);

    router.get("/api/admin/staff", { staff: OWNER_ONLY }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const rows = await db
        .selectFrom("staff_user")
        .select(["id", "email", "role", "disabled", "totp_enabled", "password_one_time", "created_at"])
        .orderBy("id")
        .execute();
      return { items: rows.map(toView) };
    });

    router.post("/api/admin/staff", { staff: OWNER_ONLY }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const actor = staffOf(request);
      const body = parseInput("body", z.strictObject({ email: emailSchema, role: roleSchema }), request.body);
      const password = oneTimePassword();
      const hash = await hashPassword(password, shopServices(context).config.scryptLogN);
      const now = context.now();
      const created = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("staff_user")
          .values({
            email: body.email,
            role: body.role,
            password_hash: hash,
            password_one_time: 1,
            totp_secret: null,
            totp_enabled: 0,
            totp_last_step: null,
            disabled: 0,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column("email").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (inserted === undefined) return null;
        const view = (await staffView(trx, Number(inserted.id))) as StaffView;
        await context.audit.record(trx, {
          actor,
          action: "staff.create",
          entity: "staff",
          entityId: String(view.id),
          before: null,
          after: view,
        });
        return view;
      });
      if (created === null) throw emailTaken("email");
      // the owner hands the one-time password over; its first log-in forces a new one
      return { staff: created, oneTimePassword: password };
    });

    router.post("/api/admin/staff/:id", { staff: OWNER_ONLY }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const actor = staffOf(request);
      const { id } = parseInput("path", idPath, request.params);
      const body = parseInput(
        "body",
        z
          .strictObject({
            role: roleSchema.optional(),
            disabled: z.boolean().optional(),
            resetPassword: z.literal(true).optional(),
          })
          .refine(
            (b) => Object.keys(b).length > 0,
            customIssue(
              "required",
              "Podaj, co zmienić: role, disabled lub resetPassword.",
              "Say what to change: role, disabled or resetPassword.",
            ),
          ),
        request.body,
      );
      const password = body.resetPassword ? oneTimePassword() : null;
      const hash =
        password === null ? null : await hashPassword(password, shopServices(context).config.scryptLogN);
      const result = await db.transaction().execute(async (trx) => {
        const before = await staffView(trx, id);
        if (before === null) return null;
        const role = body.role ?? before.role;
        const disabled = body.disabled ?? before.disabled;
        if (before.role === "owner" && !before.disabled && (role !== "owner" || disabled)) {
          const others = await trx
            .selectFrom("staff_user")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("role", "=", "owner")
            .where("disabled", "=", 0)
            .where("id", "!=", id)
            .executeTakeFirstOrThrow();
          if (Number(others.n) === 0) throw lastOwner();
        }
        await trx
          .updateTable("staff_user")
          .set({
            role,
            disabled: disabled ? 1 : 0,
            updated_at: context.now(),
            ...(hash === null ? {} : { password_hash: hash, password_one_time: 1 }),
          })
          .where("id", "=", id)
          .execute();
        const after = (await staffView(trx, id)) as StaffView;
        await context.audit.record(trx, {
          actor,
          action: "staff.update",
          entity: "staff",
          entityId: String(id),
          before,
          after: { ...after, passwordReset: password !== null },
        });
        return after;
      });
      if (result === null) throw new ApiError("not_found");
      // a new role, a disabled account or a new password takes effect at once: the old sessions end
      await context.staffAuth.endAllSessions(id);
      return { staff: result, ...(password === null ? {} : { oneTimePassword: password }) };
    });

    router.get("/api/admin/api-keys", { staff: OWNER_ONLY }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const rows = await db
        .selectFrom("staff_api_key")
        .select(["id", "prefix", "name", "role", "created_by", "created_at", "last_used_at", "revoked_at"])
        .orderBy("id")
        .execute();
      const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          prefix: row.prefix,
          name: row.name,
          role: row.role,
          createdBy: Number(row.created_by),
          createdAt: iso(row.created_at),
          lastUsedAt: iso(row.last_used_at),
          revokedAt: iso(row.revoked_at),
        })),
      };
    });

    router.post("/api/admin/api-keys", { staff: OWNER_ONLY }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const actor = staffOf(request);
      const body = parseInput(
        "body",
        z.strictObject({ name: z.string().trim().min(1).max(100), role: roleSchema }),
        request.body,
      );
      // 40 characters of base62 (≈238 bits); only its SHA-256 is stored
      const key = `${API_KEY_PREFIX}${randomBase62(40)}`;
      const prefix = key.slice(0, API_KEY_PREFIX.length + 6);
      const view = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("staff_api_key")
          .values({
            key_hash: sha256Hex(key),
            prefix,
            name: body.name,
            role: body.role,
            created_by: actor.id,
            created_at: context.now(),
            last_used_at: null,
            revoked_at: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const created = { id: Number(inserted.id), prefix, name: body.name, role: body.role };
        await context.audit.record(trx, {
          actor,
          action: "api_key.create",
          entity: "api_key",
          entityId: String(created.id),
          before: null,
          after: created,
        });
        return created;
      });
      // shown once: it cannot be read again
      return { ...view, key };
    });

    router.delete("/api/admin/api-keys/:id", { staff: OWNER_ONLY }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const actor = staffOf(request);
      const { id } = parseInput("path", idPath, request.params);
      const revoked = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("staff_api_key")
          .select(["id", "prefix", "name", "role", "revoked_at"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (row === undefined || row.revoked_at !== null) return false;
        await trx
          .updateTable("staff_api_key")
          .set({ revoked_at: context.now() })
          .where("id", "=", id)
          .execute();
        const view = { id, prefix: row.prefix, name: row.name, role: row.role };
        await context.audit.record(trx, {
          actor,
          action: "api_key.revoke",
          entity: "api_key",
          entityId: String(id),
          before: { ...view, revoked: false },
          after: { ...view, revoked: true },
        });
        return true;
      });
      if (!revoked) throw new ApiError("not_found");
      return "OK";
    });

    router.get("/api/admin/audit", { staff: OWNER_ONLY }, async (request) => {
      const query = parseInput(
        "query",
        z.strictObject({
          ...commonQuery,
          entity: z
            .string()
            .regex(/^[a-z_]{1,32}$/)
            .optional(),
          entityId: z.string().min(1).max(64).optional(),
          actorId: queryInt(1, 1_000_000_000).optional(),
          beforeId: queryInt(1, 2_000_000_000).optional(),
          limit: queryInt(1, 200).optional(),
        }),
        request.query,
      );
      const items = await context.audit.list(db, {
        ...(query.entity === undefined ? {} : { entity: query.entity }),
        ...(query.entityId === undefined ? {} : { entityId: query.entityId }),
        ...(query.actorId === undefined ? {} : { actorId: query.actorId }),
        ...(query.beforeId === undefined ? {} : { beforeId: query.beforeId }),
        limit: query.limit ?? 50,
      });
      return {
        items,
        nextBeforeId: items.length === (query.limit ?? 50) ? (items.at(-1)?.id ?? null) : null,
      };
    });
  },
};
