import type { CartLine } from "@outlet/cart-merge";
import type { ProductOption } from "@outlet/contract";
import type { Client } from "@outlet/transport";
import { isHttpError } from "../../lib/httpError";

/** What the server said to a line's new size or colour. */
export type VariantChangeAnswer =
  | {
      readonly ok: true;
      readonly serverItemId: number | string | null;
      readonly qty: number;
      /** The stored line's own fields, which a later sync compares with (ids, options as the API stores them). */
      readonly stored: Readonly<Record<string, unknown>>;
    }
  | { readonly ok: false; readonly message: string | null };

/**
 * Changes a synced cart line to another variant on the server first (issue 12: a refused change deleted
 * the old line): the new variant is added with the line's quantity (api-contract.md §5.4: an identical line
 * has its quantity increased), and only once the API accepted it is the old line deleted. A refusal (400
 * "Dostępnych jest tylko 2 szt.", an unavailable variant) leaves the server's cart untouched and returns the
 * API's own message; a network failure returns no message.
 *
 * @example
 * const answer = await changeLineVariant(client, line, { sku: "KOS-0047-BRA-M", product_option });
 * if (!answer.ok) notify(answer.message ?? "cart-sync-failed");
 */
export async function changeLineVariant(
  client: Client,
  line: CartLine,
  next: { readonly sku: string; readonly product_option?: ProductOption | undefined },
): Promise<VariantChangeAnswer> {
  let added: { item_id?: unknown; qty?: unknown; quote_id?: unknown; product_option?: unknown };
  try {
    added = await client.cart.update({
      sku: next.sku,
      qty: Number(line.qty),
      ...(next.product_option ? { product_option: next.product_option } : {}),
    });
  } catch (error) {
    return { ok: false, message: isHttpError(error) ? error.apiError.message || null : null };
  }
  // The old line goes only after the new one is stored; a failure here leaves both, which the next sync shows.
  await client.cart.delete({ item_id: line.server_item_id as number | string }).catch(() => undefined);
  const id = added.item_id;
  return {
    ok: true,
    serverItemId: typeof id === "number" || typeof id === "string" ? id : null,
    qty: Number(added.qty ?? line.qty),
    stored: {
      ...(added.quote_id !== undefined && added.quote_id !== null ? { server_cart_id: added.quote_id } : {}),
      ...(added.product_option ? { product_option: added.product_option } : {}),
    },
  };
}

/** A key of a value that may be an object (a line's `configuration`, an option), or undefined. */
const keyOf = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Readonly<Record<string, unknown>>)[key] : undefined;

/**
 * The Polish sentence that says what a size or colour change did, from the old and new configuration (a
 * line's `configuration`: code → `{ id, label }`) and the product's `configurable_options` (their labels):
 * "Zmieniono rozmiar z XS na M." (or several options joined with "i"). Null when nothing changed. It reads
 * the line's stored fields as they come: anything missing counts as not chosen. Pure.
 *
 * @example
 * variantChangeMessage(old, next, [{ attribute_code: "size", label: "Rozmiar" }]); // "Zmieniono rozmiar z XS na M."
 */
export function variantChangeMessage(before: unknown, after: unknown, options: unknown): string | null {
  const changes: string[] = [];
  const list: readonly unknown[] = Array.isArray(options) ? options : [];
  for (const option of list) {
    const code = String(keyOf(option, "attribute_code") ?? "");
    const from = keyOf(before, code);
    const to = keyOf(after, code);
    if (!to || String(keyOf(from, "id") ?? "") === String(keyOf(to, "id") ?? "")) continue;
    const name = String(keyOf(option, "label") ?? code).toLocaleLowerCase("pl-PL");
    changes.push(`${name} z ${String(keyOf(from, "label") ?? "—")} na ${String(keyOf(to, "label") ?? "")}`);
  }
  return changes.length > 0 ? `Zmieniono ${changes.join(" i ")}.` : null;
}

/** What the server said to a line's new quantity: accepted, refused with its reason, or not reached. */
/** The totals an update answers with (issue 30): its segments name the delivery once the cart has one. */
export interface AnsweredTotals {
  readonly total_segments?: readonly { readonly code: string }[];
}

export type QuantityAnswer =
  | {
      readonly ok: true;
      readonly qty: number;
      /** The cart's totals the update answered with (issue 30), when it did. */
      readonly totals?: AnsweredTotals | undefined;
    }
  | { readonly ok: false; readonly refused: boolean; readonly message: string | null };

/**
 * Sets a synced line's quantity on the server (api-contract.md §5.4 with `item_id`), answering the quantity the
 * API holds and the cart's totals when the answer carries them. A 4xx is a refusal with the API's own message; a network failure or 5xx is not
 * reached (`refused: false`), and the caller falls back to the background sync.
 *
 * @example
 * const answer = await setLineQuantity(client, line, 2);
 */
export async function setLineQuantity(client: Client, line: CartLine, qty: number): Promise<QuantityAnswer> {
  try {
    const stored = await client.cart.update({
      sku: String(line.sku),
      qty,
      item_id: line.server_item_id as number | string,
    });
    const answer = stored as { qty?: unknown; totals?: AnsweredTotals | null };
    return { ok: true, qty: Number(answer.qty ?? qty), totals: answer.totals ?? undefined };
  } catch (error) {
    const refused = isHttpError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
    return {
      ok: false,
      refused,
      message: refused && isHttpError(error) ? error.apiError.message || null : null,
    };
  }
}
