import type { ProductManufacturer } from "@outlet/contract";
import { toGrosze, variantPriceFollowers } from "@outlet/pricing";
import { checkProductInformation, type ProductInformationProblem } from "@outlet/product-information";
import type { Transaction } from "kysely";
import type { AppDatabase } from "../db/openDatabase.js";
import type { Database } from "../db/schema.js";
import { ApiError } from "../http/apiError.js";
import { maintainSearchTerms } from "../search/writeSearchTerms.js";
import type { CatalogStore, Doc } from "./createCatalogStore.js";
import { productCacheTags } from "./productCacheTags.js";
import { indexProducts } from "./productIndexWriter.js";

/** What an admin may change on a product or a configurable child. */
export interface ProductChange {
  /** Gross price in PLN (as the catalogue stores it); a change also opens a price-history entry (Omnibus). */
  readonly price?: number | undefined;
  readonly special_price?: number | null | undefined;
  readonly special_from_date?: string | null | undefined;
  readonly special_to_date?: string | null | undefined;
  readonly name?: string | undefined;
  /** 1 enabled, 2 disabled. */
  readonly status?: 1 | 2 | undefined;
  readonly stock?:
    | { readonly is_in_stock?: boolean | undefined; readonly qty?: number | undefined }
    | undefined;
  /** Any other document field (never `id`, `sku`, `type_id` or an internal `_` field). */
  readonly fields?: Readonly<Record<string, unknown>> | undefined;
}

/** Fields {@link ProductChange.fields} may not touch: identity and internals. */
export const PROTECTED_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "sku",
  "type_id",
  "configurable_children",
  "stock",
  "price",
  "special_price",
  "special_from_date",
  "special_to_date",
  "status",
  "name",
]);

/**
 * Refuses (400, one issue per shortfall, Polish messages naming product and field) a change that leaves
 * the product without something its type must show (`@outlet/product-information`) which it had before;
 * a product imported before those rules may still change its price or stock.
 */
function refuseLostInformation(
  body: Doc,
  before: readonly ProductInformationProblem[],
  manufacturer: ProductManufacturer | null,
): void {
  // by field and reason: a renamed product's messages differ, its shortfalls do not
  const key = (problem: ProductInformationProblem) => `${problem.field} ${problem.reason}`;
  const known = new Set(before.map(key));
  const lost = checkProductInformation(body, { defaultManufacturer: manufacturer }).filter(
    (problem) => !known.has(key(problem)),
  );
  if (lost.length === 0) return;
  throw ApiError.invalid(
    lost.map((problem) => ({
      path: `fields.${problem.field}`,
      code: problem.reason.endsWith("_missing") ? "required" : "invalid_format",
      message: problem.message,
    })),
    {
      pl: lost.map((problem) => problem.message).join(" "),
      en: "The product lacks what its type must show.",
    },
  );
}

const sqlUtc = (at: number) => new Date(at).toISOString().replace("T", " ").slice(0, 19);

/**
 * Applies `change` to the product (or configurable child) `sku` in the database with its index rows (a new
 * catalogue version, so every API process drops its small caches), and returns the cache tags the change affects
 * (catalogue.md §2): `P<sku>`, the parent's `P<sku>` for a child, `C<id>` of the product's categories.
 * `null` when no product has that sku.
 *
 * @example
 * await applyProductChange({ database, catalog, now: Date.now() }, "BOD-0001", { price: 39.99 });
 * // { tags: ["PBOD-0001", "C5", "C28"] }
 */
export async function applyProductChange(
  deps: {
    readonly database: AppDatabase;
    readonly catalog: CatalogStore;
    readonly now: number;
    /**
     * Called inside the change's transaction with the changed values before and after (the audit log of a
     * staff write). @default undefined
     */
    readonly onChange?: (
      trx: Transaction<Database>,
      values: { readonly before: Record<string, unknown>; readonly after: Record<string, unknown> },
    ) => Promise<void>;
    /**
     * The own brand's manufacturer of the shop settings, for a product naming none (issue 27).
     * @default null
     */
    readonly manufacturer?: ProductManufacturer | null;
  },
  sku: string,
  change: ProductChange,
): Promise<{ readonly tags: readonly string[] } | null> {
  const { db } = deps.database;
  const rows = await db
    .selectFrom("catalog_document")
    .select(["id", "body", "is_active"])
    .where("entity_type", "=", "product")
    .where((eb) =>
      eb.or([eb("doc_key", "=", sku), eb("body", "like", `%"sku":"${sku.replace(/[%_"\\]/g, "")}"%`)]),
    )
    .execute();
  for (const row of rows) {
    const body = JSON.parse(row.body) as Doc;
    const children = Array.isArray(body.configurable_children) ? (body.configurable_children as Doc[]) : [];
    const target = body.sku === sku ? body : children.find((child) => child.sku === sku);
    if (!target) continue;
    const changedFields = [
      ...(
        ["price", "special_price", "special_from_date", "special_to_date", "name", "status"] as const
      ).filter((field) => change[field] !== undefined),
      ...Object.keys(change.fields ?? {}),
    ];
    const before: Record<string, unknown> = Object.fromEntries(
      changedFields.map((field) => [field, target[field] ?? null]),
    );
    const shortBefore = checkProductInformation(body, { defaultManufacturer: deps.manufacturer ?? null });
    // A configurable product's variants are sold at their own prices: those that had the product's price
    // take its new one (a variant priced apart keeps its own), or the shop kept the old price (issue 25).
    const followers =
      target === body
        ? variantPriceFollowers({ ...target }, children, {
            price: change.price !== undefined,
            special:
              change.special_price !== undefined ||
              change.special_from_date !== undefined ||
              change.special_to_date !== undefined,
          })
        : [];
    if (change.price !== undefined) {
      target.price = change.price;
      // A stored final_price is the regular price the import or the seed computed; @outlet/tax shows it
      // whenever it is below the price, so a raised price stayed hidden behind the old one. The staff's new
      // regular price is the final one now; an active special price still wins through its own window.
      if (target.final_price !== undefined && target.final_price !== null) target.final_price = change.price;
    }
    if (change.special_price !== undefined) target.special_price = change.special_price;
    if (change.special_from_date !== undefined) target.special_from_date = change.special_from_date;
    if (change.special_to_date !== undefined) target.special_to_date = change.special_to_date;
    // the variants whose regular price changed with the product's: each opens its own price-history entry
    const repriced = children.filter((_, index) => followers[index]?.price).map((child) => String(child.sku));
    children.forEach((child, index) => {
      const follow = followers[index];
      if (follow?.price && change.price !== undefined) {
        child.price = change.price;
        if (child.final_price !== undefined && child.final_price !== null) child.final_price = change.price;
      }
      if (follow?.special) {
        child.special_price = target.special_price ?? null;
        child.special_from_date = target.special_from_date ?? null;
        child.special_to_date = target.special_to_date ?? null;
      }
    });
    if (change.name !== undefined) target.name = change.name;
    if (change.status !== undefined) target.status = change.status;
    for (const [field, value] of Object.entries(change.fields ?? {})) target[field] = value;
    refuseLostInformation(body, shortBefore, deps.manufacturer ?? null);
    const at = sqlUtc(deps.now);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("catalog_document")
        .set({ body: JSON.stringify(body), updated_at: at })
        .where("entity_type", "=", "product")
        .where("id", "=", row.id)
        .execute();
      // the name, status, categories or flags may have changed: the product's search terms follow
      await maintainSearchTerms(trx, [
        { entity_type: "product", id: row.id, is_active: Number(row.is_active) === 1, body },
      ]);
      const { price } = change;
      if (price !== undefined)
        await trx
          .insertInto("price_history")
          .values(
            [sku, ...repriced].map((pricedSku) => ({
              sku: pricedSku,
              valid_from: at,
              price_incl_tax_grosze: toGrosze(price),
            })),
          )
          // a second change within the same second replaces the first (it answered 500 before)
          .onConflict((oc) =>
            oc
              .columns(["sku", "valid_from"])
              .doUpdateSet((eb) => ({ price_incl_tax_grosze: eb.ref("excluded.price_incl_tax_grosze") })),
          )
          .execute();
      const stock = change.stock;
      const after: Record<string, unknown> = Object.fromEntries(
        changedFields.map((field) => [field, target[field] ?? null]),
      );
      if (stock && deps.onChange) {
        const current = await trx
          .selectFrom("stock_item")
          .select(["qty", "is_in_stock"])
          .where("sku", "=", sku)
          .executeTakeFirst();
        before.stock = current ? { qty: Number(current.qty), is_in_stock: current.is_in_stock === 1 } : null;
        after.stock = { ...(before.stock as object | null), ...stock };
      }
      if (stock && (stock.qty !== undefined || stock.is_in_stock !== undefined))
        await trx
          .updateTable("stock_item")
          .set({
            ...(stock.qty === undefined ? {} : { qty: stock.qty }),
            ...(stock.is_in_stock === undefined ? {} : { is_in_stock: stock.is_in_stock ? 1 : 0 }),
            updated_at: at,
          })
          .where("sku", "=", sku)
          .execute();
      // the product's index rows (columns, values, prices, stock flags) follow in the same transaction
      await indexProducts(trx, [
        { entity_type: "product", id: row.id, is_active: row.is_active === 1, body },
      ]);
      await deps.onChange?.(trx, { before, after });
    });
    await deps.catalog.reload();
    const tags = productCacheTags(body, sku, { listings: true });
    return { tags };
  }
  return null;
}
