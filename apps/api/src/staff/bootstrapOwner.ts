import type { Kysely } from "kysely";
import { hashPassword, passwordPolicyFailure, passwordPolicyMessage } from "../auth/passwords.js";
import { randomBase62 } from "../auth/secrets.js";
import { type Config, ConfigError } from "../config.js";
import type { Database } from "../db/schema.js";
import { staffDb } from "../db/staffSchema.js";

/** The first owner's e-mail when `ADMIN_EMAIL` is not set. */
export const DEFAULT_OWNER_EMAIL = "wlasciciel@outlet.local";

/** What {@link bootstrapOwner} did at this start. */
export type OwnerBootstrap = "none" | "from_environment" | "one_time_password";

/**
 * Makes sure the back office has an owner who can sign in (issue 25, after-sales-and-law.md §7):
 * - when no active owner has a password of their own and `ADMIN_EMAIL` + `ADMIN_PASSWORD` are set, that
 *   owner gets that password (created when missing; the password must pass the S6 policy);
 * - when no owner has any password, the owner (`ADMIN_EMAIL` or {@link DEFAULT_OWNER_EMAIL}) gets a
 *   one-time password, printed once through `print` (the terminal, never the JSON log). Its first log-in
 *   uses it up and forces a new password; if it is lost before that, a start with `ADMIN_EMAIL` and
 *   `ADMIN_PASSWORD` sets one.
 * There is never a default password. Several processes starting at once print at most one password: each
 * write only lands when nothing has been set in between.
 *
 * @example
 * await bootstrapOwner(database.db, {
 *   firstOwner: config.firstOwner,
 *   scryptLogN: 17,
 *   now: Date.now(),
 *   print: (text) => process.stdout.write(text),
 * });
 */
export async function bootstrapOwner(
  raw: Kysely<Database>,
  options: {
    readonly firstOwner: Config["firstOwner"];
    /** The password hashing cost (S6), as for shoppers. */
    readonly scryptLogN: number;
    readonly now: number;
    readonly print: (text: string) => void;
  },
): Promise<OwnerBootstrap> {
  const db = staffDb(raw);
  const envEmail = options.firstOwner.email;
  const envPassword = options.firstOwner.password;
  const owners = await db
    .selectFrom("staff_user")
    .select(["id", "email", "password_hash", "password_one_time"])
    .where("role", "=", "owner")
    .where("disabled", "=", 0)
    .orderBy("id")
    .execute();
  const logN = options.scryptLogN;

  if (envEmail !== null && envPassword !== null) {
    if (owners.some((o) => o.password_hash !== null && o.password_one_time === 0)) return "none";
    const failure = passwordPolicyFailure(envPassword, envEmail);
    if (failure !== null) throw new ConfigError(`ADMIN_PASSWORD: ${passwordPolicyMessage(failure).en}`);
    const hash = await hashPassword(envPassword, logN);
    const existing = await db
      .selectFrom("staff_user")
      .select(["id", "role"])
      .where("email", "=", envEmail)
      .executeTakeFirst();
    if (existing !== undefined && existing.role !== "owner")
      throw new ConfigError(`ADMIN_EMAIL: ${envEmail} is a staff account without the owner role`);
    if (existing !== undefined) {
      await db
        .updateTable("staff_user")
        .set({ password_hash: hash, password_one_time: 0, disabled: 0, updated_at: options.now })
        .where("id", "=", existing.id)
        .execute();
    } else {
      await db
        .insertInto("staff_user")
        .values(ownerRow(envEmail, hash, 0, options.now))
        .onConflict((oc) => oc.column("email").doNothing())
        .execute();
    }
    return "from_environment";
  }

  if (owners.some((o) => o.password_hash !== null)) return "none";
  const email = envEmail ?? owners[0]?.email ?? DEFAULT_OWNER_EMAIL;
  // 20 characters of base62 (≈119 bits), typed once by hand
  const oneTime = randomBase62(20, true);
  const hash = await hashPassword(oneTime, logN);
  const owner = owners.find((o) => o.email === email);
  let written: bigint;
  if (owner !== undefined) {
    const result = await db
      .updateTable("staff_user")
      .set({ password_hash: hash, password_one_time: 1, updated_at: options.now })
      .where("id", "=", owner.id)
      .where("password_hash", "is", null)
      .executeTakeFirst();
    written = result.numUpdatedRows;
  } else {
    const result = await db
      .insertInto("staff_user")
      .values(ownerRow(email, hash, 1, options.now))
      .onConflict((oc) => oc.column("email").doNothing())
      .executeTakeFirst();
    written = result.numInsertedOrUpdatedRows ?? 0n;
  }
  if (written === 0n) return "none";
  options.print(
    [
      "",
      "Zaplecze sklepu — pierwsze logowanie właściciela:",
      `  e-mail:            ${email}`,
      `  hasło jednorazowe: ${oneTime}`,
      "  Hasło wygasa przy pierwszym logowaniu; ustawisz wtedy własne. Nie zostanie pokazane ponownie.",
      "",
      "",
    ].join("\n"),
  );
  return "one_time_password";
}

function ownerRow(email: string, hash: string, oneTime: number, now: number) {
  return {
    email,
    role: "owner" as const,
    password_hash: hash,
    password_one_time: oneTime,
    totp_secret: null,
    totp_enabled: 0,
    totp_last_step: null,
    disabled: 0,
    created_at: now,
    updated_at: now,
  };
}
