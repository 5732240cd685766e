import { canonicalJson } from "@outlet/cart-merge";
import { sha256Hex } from "../auth/secrets.js";
import { issue } from "../http/validation.js";
import { orderInvalid } from "./orderIssues.js";
import type { OrderBody } from "./orderRequestSchema.js";

const KEY = /^[A-Za-z0-9._:-]{16,128}$/;

/** One idempotent call (§6.2): the caller's scope, the key it sent and the fingerprint of what it asked. */
export interface IdempotentCall {
  /** `guest` or `customer:<id>`: the same key of two callers names two orders. */
  readonly scope: string;
  readonly key: string;
  /** SHA-256 of the canonical lines, addresses, methods and cart: a reused key must ask the same. */
  readonly fingerprint: string;
}

/**
 * The idempotent call of an order request (§6.2): the key from the `Idempotency-Key` header or else the
 * body's `order_id` (16–128 characters: letters, digits, `. _ : -`), scoped to the caller, with the
 * fingerprint of lines, addresses, methods and cart.
 *
 * @throws {ApiError} 400 `idempotency_key_required` without a key, `invalid_format` for a malformed one.
 * @example
 * const call = orderIdempotentCall(request.headers["idempotency-key"], body, null); // call.scope === "guest"
 */
export function orderIdempotentCall(
  header: unknown,
  body: OrderBody,
  customerId: number | null,
): IdempotentCall {
  const fromHeader = typeof header === "string" && header !== "";
  const key = fromHeader ? header : body.order_id;
  if (key === undefined || key === "") {
    throw orderInvalid([
      issue(
        "header.idempotency-key",
        "idempotency_key_required",
        "Brak klucza idempotencji (nagłówek Idempotency-Key lub pole order_id).",
        "An idempotency key is required (Idempotency-Key header or order_id).",
      ),
    ]);
  }
  if (!KEY.test(key)) {
    throw orderInvalid([
      issue(
        fromHeader ? "header.idempotency-key" : "order_id",
        "invalid_format",
        "Klucz idempotencji ma 16–128 znaków: litery, cyfry, . _ : -",
        "The idempotency key has 16–128 characters: letters, digits, . _ : -",
      ),
    ]);
  }
  const info = body.addressInformation;
  const fingerprint = sha256Hex(
    canonicalJson({
      lines: body.products.map((l) => ({ sku: l.sku, qty: l.qty, options: l.product_option ?? null })),
      billing: info.billingAddress,
      shipping: info.shippingAddress ?? null,
      methods: {
        carrier: info.shipping_carrier_code ?? null,
        method: info.shipping_method_code ?? null,
        payment: info.payment_method_code,
        additional: info.payment_method_additional ?? null,
      },
      cart_id: body.cart_id === undefined || body.cart_id === null ? null : String(body.cart_id),
    }),
  );
  return { scope: customerId === null ? "guest" : `customer:${customerId}`, key, fingerprint };
}
