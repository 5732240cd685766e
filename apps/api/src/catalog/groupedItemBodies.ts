import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

const CHUNK = 500;

/**
 * The stored documents of the items grouped products link, by sku: indexed, status 1 and not grouped
 * themselves (behaviour §4.3's query). The one read of a set's items, for its answers (productDocuments.ts)
 * and for its index prices (productIndexWriter.ts).
 *
 * @example
 * await groupedItemBodies(db, ["CZA-3314"]); // [{ sku: "CZA-3314", body: "{…}" }]
 */
export async function groupedItemBodies(
  db: Kysely<Database>,
  skus: readonly string[],
): Promise<{ sku: string; body: string }[]> {
  const rows: { sku: string; body: string }[] = [];
  for (let start = 0; start < skus.length; start += CHUNK) {
    rows.push(
      ...(await db
        .selectFrom("catalog_product as p")
        .innerJoin("catalog_document as d", (join) =>
          join.onRef("d.id", "=", "p.id").on("d.entity_type", "=", "product"),
        )
        .select(["p.sku", "d.body"])
        .where("p.sku", "in", skus.slice(start, start + CHUNK))
        .where("p.status", "=", 1)
        .where("p.type_id", "<>", "grouped")
        .execute()),
    );
  }
  return rows;
}
