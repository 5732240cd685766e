import type { TxDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";
import { erasedEmail } from "./anonymiseOrderBody.js";

/** An account as staff read it. */
export type CustomerRow = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  google_sub: string | null;
  facebook_id: string | null;
  created_at: number;
};

/** What staff see of an account (never a password hash). */
export const customerView = (row: CustomerRow) => ({
  id: Number(row.id),
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  signInWithGoogle: row.google_sub !== null,
  signInWithFacebook: row.facebook_id !== null,
  erased: row.email === erasedEmail(Number(row.id)),
});

/** The `customer` columns staff read. */
export const CUSTOMER_COLUMNS = [
  "id",
  "email",
  "firstname",
  "lastname",
  "google_sub",
  "facebook_id",
  "created_at",
] as const;

const customerNotFound = (): ApiError =>
  new ApiError("not_found", { message: { pl: "Nie ma takiego klienta.", en: "No such customer." } });

/**
 * One account by id for the staff routes; a 404 in Polish when there is none.
 *
 * @example
 * const customer = await loadCustomer(db, 42);
 */
export async function loadCustomer(db: TxDb, id: number): Promise<CustomerRow> {
  const row = await db
    .selectFrom("customer")
    .select(CUSTOMER_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  if (row === undefined) throw customerNotFound();
  return row;
}

/** The orders of an account: placed while signed in, or as a guest with its e-mail. */
export const ordersOf = (db: TxDb, customer: CustomerRow) =>
  db
    .selectFrom("sales_order")
    .where((eb) => eb.or([eb("customer_id", "=", customer.id), eb("email", "=", customer.email)]));
