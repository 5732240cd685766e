import type { Generated, Kysely } from "kysely";
import type { Database } from "./schema.js";

/** Times are epoch ms; JSON columns are text. */
export type TransactionTables = {
  customer: {
    id: Generated<number>;
    email: string;
    firstname: string;
    lastname: string;
    password_hash: string | null;
    group_id: Generated<number>;
    google_sub: string | null;
    facebook_id: string | null;
    created_at: number;
    updated_at: number;
  };
  customer_address: {
    id: Generated<number>;
    customer_id: number;
    data: string;
    default_shipping: number;
    default_billing: number;
    position: number;
  };
  session_family: {
    id: string;
    customer_id: number;
    created_at: number;
    last_used_at: number;
    expires_at: number;
    revoked_at: number | null;
  };
  refresh_token: {
    token_hash: string;
    family_id: string;
    created_at: number;
    rotated_at: number | null;
    grace_used: Generated<number>;
  };
  password_reset: { token_hash: string; customer_id: number; expires_at: number; used_at: number | null };
  cart: {
    id: Generated<number>;
    /** SHA-256 of the guest cart id (S8); null for customer carts. */
    guest_key: string | null;
    customer_id: number | null;
    /** `superseded`: a duplicate active cart of a customer, retired by migration 1301. */
    status: "active" | "ordered" | "superseded";
    coupon_code: string | null;
    shipping_address: string | null;
    billing_address: string | null;
    shipping_carrier_code: string | null;
    shipping_method_code: string | null;
    payment_method_code: string | null;
    created_at: number;
    updated_at: number;
  };
  cart_item: {
    item_id: Generated<number>;
    cart_id: number;
    sku: string;
    parent_sku: string | null;
    product_id: number;
    product_type: string;
    qty: number;
    product_option: string | null;
    checksum: string;
    created_at: number;
  };
  sales_order: {
    id: Generated<number>;
    increment_id: string;
    order_uuid: string;
    secret_hash: string;
    customer_id: number | null;
    email: string;
    status: string;
    grand_total_grosze: number;
    body: string;
    created_at: number;
    /** Issue 25 (migration 4100): the list's filter and search columns. */
    payment_method: Generated<string>;
    /** `flatrate`, `inpost`, `pickup`; `""` without shipping. */
    shipping_carrier: Generated<string>;
    /** The billing name in lower case ("anna nowak"), and last name first ("nowak anna"). */
    customer_name: Generated<string>;
    customer_name_reversed: Generated<string>;
    paid_grosze: Generated<number>;
    refunded_grosze: Generated<number>;
    carrier_code: string | null;
    carrier_name: string | null;
    tracking_number: string | null;
    shipped_at: number | null;
    /** The Warsaw date the order was delivered or collected (`YYYY-MM-DD`). */
    delivered_on: string | null;
  };
  /** An order's timeline (issue 25): transitions, payments, refunds, who and when. */
  order_event: {
    id: Generated<number>;
    order_id: number;
    at: number;
    /** `placed`, `transition`, `payment`, `refund`. */
    type: string;
    /** `staff`, `system` or `shopper`. */
    actor_kind: string;
    actor_id: number | null;
    actor_email: string | null;
    from_status: string | null;
    to_status: string | null;
    /** Polish, one line. */
    summary: string;
    /** JSON: the refund's amount and account, the parcel, … */
    data: string | null;
  };
  /** Every mail sent (issue 25, src/mail/sendMail.ts); an order's mails are on its timeline. */
  sent_mail: {
    id: Generated<number>;
    kind: string;
    recipient: string;
    subject: string;
    order_id: number | null;
    sent_at: number;
  };
  order_line: {
    id: Generated<number>;
    order_id: number;
    sku: string;
    parent_sku: string | null;
    product_id: number;
    qty: number;
  };
  idempotency_record: {
    scope: string;
    idem_key: string;
    fingerprint: string;
    code: number;
    result: string;
    created_at: number;
  };
  review_submission: {
    id: Generated<number>;
    customer_id: number | null;
    order_id: number | null;
    product_id: number | null;
    sku: string | null;
    review_entity: "product" | "shop";
    title: string;
    detail: string;
    nickname: string;
    rating: number | null;
    review_status: number;
    created_at: number;
    /** Migration 7000 (issue 27): 1 when the server found the review tied to a purchase. */
    verified_purchase: Generated<number>;
    /** When and by whom the back office approved or rejected it (migration 7000). */
    moderated_at: Generated<number | null>;
    moderated_by: Generated<string | null>;
  };
  wishlist_item: { customer_id: number; product_id: number; sku: string; added_at: number };
  newsletter_subscription: {
    email: string;
    status: "pending" | "subscribed" | "unsubscribed";
    confirm_hash: string | null;
    unsubscribe_hash: string;
    lang: string;
    updated_at: number;
    /** The subscriber's own single-use coupon (issued at confirmation), or null. */
    coupon_code: string | null;
    /** The order that used the coupon, or null while unused. */
    coupon_order_id: number | null;
  };
  stock_alert: {
    id: Generated<number>;
    email: string;
    sku: string;
    status: "pending" | "confirmed";
    confirm_hash: string;
    unsubscribe_hash: string;
    lang: string;
    created_at: number;
  };
  used_form_token: { token_hash: string; expires_at: number };
  /** The stand-in payment gateway's sessions (issue 12); `return_url` is cleared once the session ends. */
  /** The stand-in gateway's refunds (issue 25, migration 4101). */
  standin_refund: {
    reference: string;
    payment_reference: string | null;
    order_number: string;
    amount_grosze: number;
    created_at: number;
  };
  standin_payment: {
    reference: string;
    token_hash: string;
    order_number: string;
    amount_grosze: number;
    description: string;
    status: string;
    return_url: string | null;
    created_at: number;
    updated_at: number;
    /** BLIK: when the shopper's bank app confirms the pending payment (migration 1402); null otherwise. */
    confirm_at: number | null;
    /** Why the gateway declined the session (`refused`, `expired`), or null. */
    decline: string | null;
  };
  /** A periodic job's turn (migration 7400): `until` is when the next pass may start (epoch ms). */
  job_lease: { name: string; until: number };
};

/** The database with the transaction tables, as the transaction code queries it. */
export type TxDb = Kysely<Database & TransactionTables>;

/**
 * The core Kysely handle typed with the transaction tables too (same connection, no copy).
 *
 * @example
 * const db = txDb(context.database.db);
 * await db.selectFrom("customer").selectAll().execute();
 */
export function txDb(db: Kysely<Database>): TxDb {
  return db.withTables<TransactionTables>();
}
