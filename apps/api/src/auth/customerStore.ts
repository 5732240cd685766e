import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import type { TransactionTables, TxDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import type { Address } from "../shop/addressSchema.js";
import { formatDateTime } from "../shop/formatDateTime.js";

type Trx = Transaction<Database & TransactionTables>;

/** The Customer document of §12.11 (without `groupToken`). */
export type CustomerDoc = Record<string, unknown> & { id: number; email: string; group_id: number };

const stamp = (ms: number): string => formatDateTime(new Date(ms));

/**
 * Reads a customer with addresses and newsletter flag in the §12.11 shape, or `undefined`.
 *
 * @example
 * const customer = await loadCustomer(db, 154);
 */
export async function loadCustomer(db: TxDb | Trx, customerId: number): Promise<CustomerDoc | undefined> {
  const row = await db.selectFrom("customer").selectAll().where("id", "=", customerId).executeTakeFirst();
  if (!row) return undefined;
  const addresses = await db
    .selectFrom("customer_address")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const subscription = await db
    .selectFrom("newsletter_subscription")
    .select("status")
    .where("email", "=", row.email)
    .executeTakeFirst();
  const shipping = addresses.find((a) => a.default_shipping === 1);
  const billing = addresses.find((a) => a.default_billing === 1);
  return {
    id: row.id,
    group_id: row.group_id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    created_at: stamp(row.created_at),
    updated_at: stamp(row.updated_at),
    store_id: 1,
    website_id: 1,
    ...(billing ? { default_billing: String(billing.id) } : {}),
    ...(shipping ? { default_shipping: String(shipping.id) } : {}),
    extension_attributes: { is_subscribed: subscription?.status === "subscribed" },
    addresses: addresses.map((a) => {
      const data = JSON.parse(a.data) as Record<string, unknown>;
      return {
        id: a.id,
        customer_id: customerId,
        firstname: data.firstname ?? row.firstname,
        lastname: data.lastname ?? row.lastname,
        street: data.street ?? [],
        city: data.city ?? "",
        postcode: data.postcode ?? "",
        country_id: data.country_id,
        telephone: data.telephone ?? "",
        region: data.region ?? { region: null, region_code: null, region_id: 0 },
        region_id: (data.region as { region_id?: number } | undefined)?.region_id ?? 0,
        company: data.company ?? "",
        vat_id: data.vat_id ?? "",
        default_shipping: a.default_shipping === 1,
        default_billing: a.default_billing === 1,
      };
    }),
  };
}

/**
 * Replaces a customer's address list (§4.7): entries with an `id` must be the caller's (else 404), entries
 * without one are created, the rest are deleted; at most one default shipping and one default billing.
 * Runs inside the caller's transaction.
 *
 * @example
 * await replaceAddresses(trx, 154, addresses);
 */
export async function replaceAddresses(
  trx: Trx,
  customerId: number,
  addresses: readonly Address[],
): Promise<void> {
  const shippingDefaults = addresses.filter((a) => a.default_shipping === true).length;
  const billingDefaults = addresses.filter((a) => a.default_billing === true).length;
  const conflicts = [];
  if (shippingDefaults > 1)
    conflicts.push(
      issue(
        "customer.addresses",
        "conflict",
        "Tylko jeden adres może być domyślnym adresem dostawy.",
        "Only one address may be the default shipping address.",
      ),
    );
  if (billingDefaults > 1)
    conflicts.push(
      issue(
        "customer.addresses",
        "conflict",
        "Tylko jeden adres może być domyślnym adresem rozliczeniowym.",
        "Only one address may be the default billing address.",
      ),
    );
  if (conflicts.length > 0) throw ApiError.invalid(conflicts);
  const existing = await trx
    .selectFrom("customer_address")
    .select("id")
    .where("customer_id", "=", customerId)
    .execute();
  const own = new Set(existing.map((r) => r.id));
  const ids = addresses.map((a) => a.id).filter((id): id is number => id !== undefined);
  // S3: an address id that is not the caller's is answered like a missing one
  if (ids.some((id) => !own.has(id)) || new Set(ids).size !== ids.length) throw new ApiError("not_found");
  const keep = new Set(ids);
  const remove = [...own].filter((id) => !keep.has(id));
  if (remove.length > 0) await trx.deleteFrom("customer_address").where("id", "in", remove).execute();
  for (const [position, a] of addresses.entries()) {
    const { id, default_billing, default_shipping, ...data } = a;
    const values = {
      data: JSON.stringify(data),
      default_shipping: default_shipping ? 1 : 0,
      default_billing: default_billing ? 1 : 0,
      position,
    };
    if (id === undefined) {
      await trx
        .insertInto("customer_address")
        .values({ customer_id: customerId, ...values })
        .execute();
    } else {
      await trx.updateTable("customer_address").set(values).where("id", "=", id).execute();
    }
  }
}
