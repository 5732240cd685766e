import { withDeliveryName } from "./deliveryName.js";

/** One stored order line (§12.15 item, plus `product_id` for review checks). */
export interface OrderItemDoc {
  readonly item_id: number;
  readonly sku: string;
  readonly parent_sku: string | null;
  readonly product_id: number;
  readonly name: string;
  readonly product_type: string;
  readonly qty_ordered: number;
  /** Units withdrawn before dispatch: they left the order and are not packed (after-sales-and-law.md §2). */
  readonly qty_canceled?: number;
  readonly price: number;
  readonly price_incl_tax: number;
  readonly row_total: number;
  readonly row_total_incl_tax: number;
  readonly tax_percent: number;
  readonly product_options: { readonly attributes_info: readonly { label: string; value: string }[] };
  readonly image?: string;
  readonly url_path?: string;
}

/** The stored order body: the §12.15 document without `entity_id` and `can_review`. */
export interface OrderDoc {
  readonly increment_id: string;
  readonly order_uuid: string;
  readonly created_at: string;
  readonly status: string;
  readonly items: readonly OrderItemDoc[];
  readonly [key: string]: unknown;
}

/**
 * The §12.15 order-history item of a stored order: `entity_id` added, `can_review` per item (false once
 * the customer reviewed that product), and delivery named as the shop names its shipping methods now
 * (`withDeliveryName`, given the shipping method documents).
 *
 * @example
 * formatOrderForHistory(1042, row.body, new Set([19]), shippingMethods);
 */
export function formatOrderForHistory(
  id: number,
  body: string,
  reviewedProductIds: ReadonlySet<number | null>,
  shippingMethods: readonly Readonly<Record<string, unknown>>[] = [],
): Record<string, unknown> {
  const doc = withDeliveryName(JSON.parse(body) as OrderDoc, shippingMethods);
  return {
    entity_id: id,
    ...doc,
    items: doc.items.map(({ image: _image, url_path: _url, ...item }) => ({
      ...item,
      can_review: !reviewedProductIds.has(item.product_id),
    })),
  };
}

/**
 * The public order number: the id, zero-padded to 9 digits.
 *
 * @example
 * incrementId(1042); // "000001042"
 */
export function incrementId(id: number): string {
  return String(id).padStart(9, "0");
}
