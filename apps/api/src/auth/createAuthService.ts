import type { FastifyRequest } from "fastify";
import type { TxDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";
import { deriveKey, randomBase62, randomToken, sha256Hex, signPayload, verifyPayload } from "./secrets.js";

/** S7 / Appendix A lifetimes. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_IDLE_MS = 30 * 86_400_000;
export const REFRESH_ABSOLUTE_MS = 90 * 86_400_000;
export const REFRESH_GRACE_MS = 30_000;
export const GROUP_TOKEN_TTL_S = 24 * 3600;

/** A login answer: the access token goes to `result`, the rest to `meta` (§4.2). */
export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresIn: number;
}

/** Sessions and tokens of S7. */
export interface AuthService {
  /** Starts a new session family for a customer. */
  startSession(customerId: number): Promise<TokenPair>;
  /** Rotates a refresh token (S7); `null` when it is unknown, expired, revoked or reused. */
  refresh(refreshToken: string): Promise<TokenPair | null>;
  /** Revokes the family of a refresh token (logout); unknown tokens are ignored. */
  logout(refreshToken: string): Promise<void>;
  /** Revokes every family of a customer (password change or reset). */
  revokeAll(customerId: number): Promise<void>;
  /**
   * The customer behind a request's token: `null` without a token, 401 for an invalid, expired or revoked
   * one (§1.4: never a silent downgrade to guest).
   */
  optionalCustomer(request: FastifyRequest): Promise<number | null>;
  /** Like {@link optionalCustomer} but a missing token is 401 too. */
  requireCustomer(request: FastifyRequest): Promise<number>;
  /** Like {@link optionalCustomer} but an invalid token counts as none (analytics, §1.4). */
  lenientCustomer(request: FastifyRequest): Promise<number | null>;
  /** The signed group token of `GET /api/user/me` (24 h, only `group_id`). */
  groupToken(groupId: number): string;
}

/**
 * The token of a request (§1.4): `Authorization: Bearer` wins over `?token=`; `""`, `"null"` and
 * `"undefined"` count as none.
 *
 * @example
 * requestToken(request); // "eyJ…" or null
 */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const blank = (v: string): boolean => v === "" || v === "null" || v === "undefined";
  if (typeof header === "string" && header !== "") {
    const m = /^Bearer\s+(.*)$/i.exec(header.trim());
    const value = (m?.[1] ?? header).trim();
    if (!blank(value)) return value;
  }
  const query = (request.query ?? {}) as Record<string, unknown>;
  const q = query.token;
  if (typeof q === "string" && !blank(q)) return q;
  return null;
}

const unauthorized = (): ApiError => new ApiError("unauthorized");

/** A new refresh token and the hash it is stored under. */
function newRefresh(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: sha256Hex(token) };
}

/**
 * Whether a live refresh token may be used now: it is rotated here (once), or it was rotated within the
 * 30 s grace window and not graced yet (S7); any other reuse revokes the whole family.
 */
async function claimRefreshToken(
  trx: TxDb,
  hash: string,
  row: { readonly family_id: string; readonly rotated_at: number | null },
  t: number,
): Promise<boolean> {
  // Conditional updates, not the values the caller read: two processes (or pooled connections) refreshing
  // the same token at once must not both rotate it. The second waits on the row and then finds the
  // condition false (PostgreSQL's READ COMMITTED re-checks it; SQLite has one writer).
  const rotated =
    row.rotated_at === null &&
    (await trx
      .updateTable("refresh_token")
      .set({ rotated_at: t })
      .where("token_hash", "=", hash)
      .where("rotated_at", "is", null)
      .executeTakeFirst()
      .then((r) => Number(r.numUpdatedRows) === 1));
  if (!rotated) {
    // S7: a rotated token is accepted once more within 30 s (two tabs refreshing at once); any other
    // reuse means the token leaked, so the whole family dies.
    const graced = await trx
      .updateTable("refresh_token")
      .set({ grace_used: 1 })
      .where("token_hash", "=", hash)
      .where("grace_used", "=", 0)
      .where("rotated_at", ">=", t - REFRESH_GRACE_MS)
      .executeTakeFirst();
    if (Number(graced.numUpdatedRows) !== 1) {
      await trx
        .updateTable("session_family")
        .set({ revoked_at: t })
        .where("id", "=", row.family_id)
        .execute();
      return false;
    }
  }
  return true;
}

/**
 * Creates the session service over the database: HMAC-SHA256 access tokens checked against their session
 * on every request, rotating refresh tokens stored as SHA-256 hashes, families with idle and absolute
 * expiry, reuse detection with the 30 s grace window (S7).
 *
 * @example
 * const auth = createAuthService({ db, appSecret, now: Date.now });
 * const { accessToken } = await auth.startSession(42);
 */
export function createAuthService(deps: { db: TxDb; appSecret: string; now: () => number }): AuthService {
  const { db, now } = deps;
  const accessKey = deriveKey(deps.appSecret, "access-token");
  const groupKey = deriveKey(deps.appSecret, "group-token");

  const accessToken = (customerId: number, familyId: string): string =>
    signPayload(accessKey, {
      sub: customerId,
      sid: familyId,
      exp: Math.floor(now() / 1000) + ACCESS_TOKEN_TTL_S,
    });

  const resolve = async (token: string): Promise<number> => {
    const payload = verifyPayload(accessKey, token);
    if (payload === null) throw unauthorized();
    const { sub, sid, exp } = payload;
    if (typeof sub !== "number" || typeof sid !== "string" || typeof exp !== "number") throw unauthorized();
    if (exp * 1000 <= now()) throw unauthorized();
    const family = await db
      .selectFrom("session_family")
      .select(["customer_id", "revoked_at", "expires_at"])
      .where("id", "=", sid)
      .executeTakeFirst();
    if (!family || family.customer_id !== sub || family.revoked_at !== null || family.expires_at <= now())
      throw unauthorized();
    return sub;
  };

  return {
    async startSession(customerId) {
      const t = now();
      const familyId = randomBase62(32, true);
      const refresh = newRefresh();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("session_family")
          .values({
            id: familyId,
            customer_id: customerId,
            created_at: t,
            last_used_at: t,
            expires_at: t + REFRESH_ABSOLUTE_MS,
            revoked_at: null,
          })
          .execute();
        await trx
          .insertInto("refresh_token")
          .values({ token_hash: refresh.hash, family_id: familyId, created_at: t, rotated_at: null })
          .execute();
      });
      return {
        accessToken: accessToken(customerId, familyId),
        refreshToken: refresh.token,
        expiresIn: ACCESS_TOKEN_TTL_S,
      };
    },

    async refresh(refreshToken) {
      const hash = sha256Hex(refreshToken);
      const t = now();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("refresh_token")
          .innerJoin("session_family", "session_family.id", "refresh_token.family_id")
          .select([
            "refresh_token.family_id",
            "refresh_token.rotated_at",
            "refresh_token.grace_used",
            "session_family.customer_id",
            "session_family.revoked_at",
            "session_family.expires_at",
            "session_family.last_used_at",
          ])
          .where("refresh_token.token_hash", "=", hash)
          .executeTakeFirst();
        if (!row || row.revoked_at !== null || row.expires_at <= t || row.last_used_at + REFRESH_IDLE_MS <= t)
          return null;
        if (!(await claimRefreshToken(trx, hash, row, t))) return null;
        const next = newRefresh();
        await trx
          .insertInto("refresh_token")
          .values({ token_hash: next.hash, family_id: row.family_id, created_at: t, rotated_at: null })
          .execute();
        await trx
          .updateTable("session_family")
          .set({ last_used_at: t })
          .where("id", "=", row.family_id)
          .execute();
        return {
          accessToken: accessToken(row.customer_id, row.family_id),
          refreshToken: next.token,
          expiresIn: ACCESS_TOKEN_TTL_S,
        };
      });
    },

    async logout(refreshToken) {
      const row = await db
        .selectFrom("refresh_token")
        .select("family_id")
        .where("token_hash", "=", sha256Hex(refreshToken))
        .executeTakeFirst();
      if (row) {
        await db
          .updateTable("session_family")
          .set({ revoked_at: now() })
          .where("id", "=", row.family_id)
          .where("revoked_at", "is", null)
          .execute();
      }
    },

    async revokeAll(customerId) {
      await db
        .updateTable("session_family")
        .set({ revoked_at: now() })
        .where("customer_id", "=", customerId)
        .where("revoked_at", "is", null)
        .execute();
    },

    async optionalCustomer(request) {
      const token = requestToken(request);
      return token === null ? null : resolve(token);
    },

    async requireCustomer(request) {
      const token = requestToken(request);
      if (token === null) throw unauthorized();
      return resolve(token);
    },

    async lenientCustomer(request) {
      const token = requestToken(request);
      if (token === null) return null;
      try {
        return await resolve(token);
      } catch {
        return null;
      }
    },

    groupToken(groupId) {
      return signPayload(groupKey, { group_id: groupId, exp: Math.floor(now() / 1000) + GROUP_TOKEN_TTL_S });
    },
  };
}
