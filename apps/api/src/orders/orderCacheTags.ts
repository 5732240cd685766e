import type { Kysely } from "kysely";
import { productCacheTags } from "../catalog/productCacheTags.js";
import type { Database } from "../db/schema.js";

/**
 * Which of `skus` are out of stock now (read in the caller's transaction, right after the order moved them).
 *
 * @example
 * await soldOutSkus(trx, ["BOD-0001-NIE-92"]); // Set { "BOD-0001-NIE-92" } when the last one was ordered
 */
export async function soldOutSkus(trx: Kysely<Database>, skus: readonly string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await trx
    .selectFrom("stock_item")
    .select("sku")
    .where("sku", "in", [...skus])
    .where("is_in_stock", "=", 0)
    .execute();
  return new Set(rows.map((row) => row.sku));
}

/**
 * The cache tags an order's stock moves touch (catalogue.md §2): `P<sku>` and the parent's `P<sku>` of every
 * sku whose stock it took (the product page shows the quantity left), and `C<id>` of the categories of a
 * product it sold out (its listings change). Pure.
 *
 * @example
 * orderCacheTags([{ sku: "BOD-0001-NIE-92", product: { sku: "BOD-0001", category_ids: [28] }, soldOut: true }]);
 * // ["PBOD-0001-NIE-92", "PBOD-0001", "C28"]
 */
export function orderCacheTags(
  moved: readonly {
    readonly sku: string;
    readonly product: Readonly<Record<string, unknown>>;
    readonly soldOut: boolean;
  }[],
): string[] {
  return [
    ...new Set(moved.flatMap((line) => productCacheTags(line.product, line.sku, { listings: line.soldOut }))),
  ];
}
