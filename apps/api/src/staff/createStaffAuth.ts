import { createHmac } from "node:crypto";
import type { StaffPrincipal, StaffRole } from "@outlet/contract";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { deriveKey, randomToken, safeEqual, sha256Hex } from "../auth/secrets.js";
import type { Database } from "../db/schema.js";
import { staffDb } from "../db/staffSchema.js";
import { staffError } from "./staffErrors.js";

/** The cookie that carries a staff session id (HttpOnly, SameSite=Strict, path `/api/admin`). */
export const STAFF_COOKIE = "outlet_staff";
/** The header a cookie session's writes carry their CSRF token in. */
export const CSRF_HEADER = "x-csrf-token";
/** A staff API key starts with this. */
export const API_KEY_PREFIX = "stk_";
/** A session ends after this long without a request (decision: a working day's pauses). */
export const STAFF_SESSION_IDLE_MS = 4 * 60 * 60_000;
/** …and at the latest this long after the log-in. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;
/** `last_used_at` is written at most this often per session or key (not on every request). */
const TOUCH_EVERY_MS = 60_000;

/** What a staff route asks of its caller (`RouteConfig.staff`). */
export interface StaffRequirement {
  readonly roles: readonly StaffRole[];
  /**
   * The route answers a session opened with a one-time password (the password change, "me", log-out).
   * @default false
   */
  readonly beforePasswordChange?: boolean;
}

/** An admitted caller: the actor and the API key it came through (`null` for a session). */
export interface StaffAdmission {
  readonly principal: StaffPrincipal;
  readonly apiKeyId: number | null;
  /** The session id (cookie sessions only). */
  readonly sessionId: string | null;
}

/** A new session: its id (the cookie value, never stored), its CSRF token and when it ends. */
export interface StartedStaffSession {
  readonly sessionId: string;
  readonly csrfToken: string;
  readonly expiresAt: number;
}

/** Staff sessions, API keys and the request guard (after-sales-and-law.md §7 "Staff API"). */
export interface StaffAuth {
  /** Admits a request to a staff route or throws the {@link staffError} that refuses it. */
  admit(request: FastifyRequest, requirement: StaffRequirement): Promise<StaffAdmission>;
  startSession(staffId: number, options: { mustChangePassword: boolean }): Promise<StartedStaffSession>;
  /** Ends one session (log-out). */
  endSession(sessionId: string): Promise<void>;
  /** Ends every session of a staff member but `exceptSessionId` (password change, role change, disabling). */
  endAllSessions(staffId: number, exceptSessionId?: string): Promise<void>;
  /** The CSRF token bound to a session id. */
  csrfTokenOf(sessionId: string): string;
  /** The session id in a request's cookie, or `null`. */
  sessionIdOf(request: FastifyRequest): string | null;
}

/**
 * Reads one cookie from a `Cookie` header (RFC 6265 §5.4: `name=value` pairs separated by `;`).
 *
 * @example
 * cookieValue("a=1; outlet_staff=xyz", "outlet_staff"); // "xyz"
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (header === undefined) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const isWrite = (method: string): boolean => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";

/**
 * Creates the staff authentication over the `staff_*` tables: cookie sessions (id stored as SHA-256, CSRF
 * token = HMAC of the session id with a key derived from `APP_SECRET`, so a forged one never matches) and
 * per-role API keys (`Authorization: Bearer stk_…`, stored as SHA-256, no CSRF: no browser sends them by
 * itself). A shopper's bearer token is refused like no credentials at all.
 *
 * @example
 * const staffAuth = createStaffAuth({ db: database.db, appSecret, now: Date.now });
 * const { principal } = await staffAuth.admit(request, { roles: ["owner"] });
 */
export function createStaffAuth(deps: {
  readonly db: Kysely<Database>;
  readonly appSecret: string;
  readonly now: () => number;
}): StaffAuth {
  const db = staffDb(deps.db);
  const csrfKey = deriveKey(deps.appSecret, "staff-csrf");
  const csrfTokenOf = (sessionId: string): string =>
    createHmac("sha256", csrfKey).update(sessionId).digest("base64url");

  const admitKey = async (key: string, requirement: StaffRequirement): Promise<StaffAdmission> => {
    if (!/^stk_[A-Za-z0-9]{20,100}$/.test(key)) throw staffError("staff_unauthenticated");
    const row = await db
      .selectFrom("staff_api_key")
      .innerJoin("staff_user", "staff_user.id", "staff_api_key.created_by")
      .select([
        "staff_api_key.id",
        "staff_api_key.role",
        "staff_api_key.last_used_at",
        "staff_user.id as staff_id",
        "staff_user.email",
      ])
      .where("staff_api_key.key_hash", "=", sha256Hex(key))
      .where("staff_api_key.revoked_at", "is", null)
      .where("staff_user.disabled", "=", 0)
      .executeTakeFirst();
    if (!row) throw staffError("staff_unauthenticated");
    if (!requirement.roles.includes(row.role)) throw staffError("staff_forbidden");
    const now = deps.now();
    if (row.last_used_at === null || now - Number(row.last_used_at) > TOUCH_EVERY_MS)
      await db.updateTable("staff_api_key").set({ last_used_at: now }).where("id", "=", row.id).execute();
    return {
      principal: { id: row.staff_id, email: row.email, role: row.role },
      apiKeyId: row.id,
      sessionId: null,
    };
  };

  const sessionIdOf = (request: FastifyRequest): string | null => {
    const value = cookieValue(request.headers.cookie, STAFF_COOKIE);
    return value !== null && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  };

  return {
    csrfTokenOf,
    sessionIdOf,
    async admit(request, requirement) {
      const authorization = request.headers.authorization;
      if (authorization !== undefined) {
        // only a staff key is a staff credential: a shopper's access token (or anything else) is refused
        const key = /^Bearer (stk_\S+)$/.exec(authorization)?.[1];
        if (key === undefined) throw staffError("staff_unauthenticated");
        return admitKey(key, requirement);
      }
      const sessionId = sessionIdOf(request);
      if (sessionId === null) throw staffError("staff_unauthenticated");
      const now = deps.now();
      const row = await db
        .selectFrom("staff_session")
        .innerJoin("staff_user", "staff_user.id", "staff_session.staff_id")
        .select([
          "staff_session.id_hash",
          "staff_session.last_used_at",
          "staff_session.expires_at",
          "staff_session.must_change_password",
          "staff_user.id",
          "staff_user.email",
          "staff_user.role",
        ])
        .where("staff_session.id_hash", "=", sha256Hex(sessionId))
        .where("staff_session.revoked_at", "is", null)
        .where("staff_user.disabled", "=", 0)
        .executeTakeFirst();
      if (!row || Number(row.expires_at) <= now || now - Number(row.last_used_at) >= STAFF_SESSION_IDLE_MS)
        throw staffError("staff_unauthenticated");
      if (isWrite(request.method)) {
        const given = request.headers[CSRF_HEADER];
        if (typeof given !== "string" || !safeEqual(given, csrfTokenOf(sessionId)))
          throw staffError("csrf_invalid");
      }
      if (row.must_change_password === 1 && requirement.beforePasswordChange !== true)
        throw staffError("password_change_required");
      if (!requirement.roles.includes(row.role)) throw staffError("staff_forbidden");
      if (now - Number(row.last_used_at) > TOUCH_EVERY_MS)
        await db
          .updateTable("staff_session")
          .set({ last_used_at: now })
          .where("id_hash", "=", row.id_hash)
          .execute();
      return { principal: { id: row.id, email: row.email, role: row.role }, apiKeyId: null, sessionId };
    },
    async startSession(staffId, options) {
      const sessionId = randomToken();
      const now = deps.now();
      const expiresAt = now + STAFF_SESSION_MAX_MS;
      await db
        .insertInto("staff_session")
        .values({
          id_hash: sha256Hex(sessionId),
          staff_id: staffId,
          created_at: now,
          last_used_at: now,
          expires_at: expiresAt,
          revoked_at: null,
          must_change_password: options.mustChangePassword ? 1 : 0,
        })
        .execute();
      return { sessionId, csrfToken: csrfTokenOf(sessionId), expiresAt };
    },
    async endSession(sessionId) {
      await db
        .updateTable("staff_session")
        .set({ revoked_at: deps.now() })
        .where("id_hash", "=", sha256Hex(sessionId))
        .where("revoked_at", "is", null)
        .execute();
    },
    async endAllSessions(staffId, exceptSessionId) {
      let query = db
        .updateTable("staff_session")
        .set({ revoked_at: deps.now() })
        .where("staff_id", "=", staffId)
        .where("revoked_at", "is", null);
      if (exceptSessionId !== undefined) query = query.where("id_hash", "!=", sha256Hex(exceptSessionId));
      await query.execute();
    },
  };
}
