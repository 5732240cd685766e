import type { ConfigurableChildDocument, ProductDocument, StaffRole } from "@outlet/contract";
import { checkSpecialPrice, type SpecialPriceProblemReason } from "@outlet/pricing";
import { isEnabled } from "@outlet/variant-selection";
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import { z } from "zod";
import { applyProductChange, type ProductChange } from "../catalog/applyProductChange.js";
import { defaultManufacturer } from "../catalog/defaultManufacturer.js";
import { storedProductDocument } from "../catalog/productDocument.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError, type IssueCode } from "../http/apiError.js";
import { commonQuery, issue, parseInput, queryInt, skuSchema } from "../http/validation.js";
import { staffOf } from "../staff/staffOf.js";
import {
  numberOrNull,
  productEnabled,
  productSummary,
  textOrNull,
  variantOptionLabels,
} from "./productSummary.js";

/**
 * after-sales-and-law.md §1: the catalogue is the owner's (prices, enabling); the warehouse keeps the stock
 * and so reads the products too; customer service reads them to answer shoppers. The whole-document write
 * of the import is `POST /api/admin/products/:sku` (adminCatalogRoutes.ts, owner only).
 */
const CATALOGUE_READERS = { roles: ["owner", "customer_service", "warehouse"] as readonly StaffRole[] };
const PRICE_EDITORS = { roles: ["owner"] as readonly StaffRole[] };
const STOCK_EDITORS = { roles: ["owner", "warehouse"] as readonly StaffRole[] };

/** A special-price window end as the back office sends it: a Warsaw date, optionally with a time. */
const shopDate = z
  .string()
  .trim()
  .max(19)
  .regex(/^(\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?)?$/, "RRRR-MM-DD")
  .transform((value) => (value === "" ? null : value))
  .nullable();

const priceBody = z.strictObject({
  price: z.number().optional(),
  specialPrice: z.number().nullable().optional(),
  specialFrom: shopDate.optional(),
  specialTo: shopDate.optional(),
});
const stockBody = z.strictObject({
  qty: z.number().int().min(0).max(1_000_000),
  isInStock: z.boolean().optional(),
});
const statusBody = z.strictObject({ enabled: z.boolean() });
const skuPath = z.strictObject({ sku: skuSchema });

/** The issue code and English message of each refusal `checkSpecialPrice` can give (api-contract §1.3). */
const PRICE_ISSUES: Readonly<Record<SpecialPriceProblemReason, { code: IssueCode; en: string }>> = {
  "price-invalid": { code: "invalid_format", en: "Give a price above zero in whole grosze." },
  "special-price-invalid": { code: "invalid_format", en: "Give a special price above zero in whole grosze." },
  "special-price-not-lower": { code: "too_big", en: "The special price must be lower than the price." },
  "date-invalid": { code: "invalid_format", en: "Not a valid date (YYYY-MM-DD)." },
  "dates-without-special-price": { code: "conflict", en: "Dates apply only with a special price." },
  "window-reversed": { code: "conflict", en: "The special price cannot end before it starts." },
};

const listQuery = z.strictObject({
  ...commonQuery,
  q: z.string().max(100).optional(),
  status: z.enum(["enabled", "disabled"]).optional(),
  page: queryInt(1, 100_000).optional(),
  pageSize: queryInt(1, 100).optional(),
});

/** Name searches read at most this many candidate documents (a back-office lookup, not the shop's search). */
const NAME_CANDIDATES = 2000;

const productNotFound = (): ApiError =>
  new ApiError("not_found", {
    message: { pl: "Nie ma produktu o takim SKU.", en: "No product with that sku." },
  });

/** The stored product (or configurable child) `sku` with the parent document that holds it; `null` if none. */
async function findTarget(
  context: AppContext,
  sku: string,
): Promise<{
  readonly parent: ProductDocument;
  readonly target: ProductDocument | ConfigurableChildDocument;
} | null> {
  const db = context.database.db;
  let row = await db
    .selectFrom("catalog_document")
    .select("body")
    .where("entity_type", "=", "product")
    .where("doc_key", "=", sku)
    .executeTakeFirst();
  if (row === undefined) {
    const stock = await db
      .selectFrom("stock_item")
      .select("parent_id")
      .where("sku", "=", sku)
      .executeTakeFirst();
    if (stock?.parent_id == null) return null;
    row = await db
      .selectFrom("catalog_document")
      .select("body")
      .where("entity_type", "=", "product")
      .where("id", "=", Number(stock.parent_id))
      .executeTakeFirst();
  }
  if (row === undefined) return null;
  const parent = storedProductDocument(row.body);
  if (parent.sku === sku) return { parent, target: parent };
  const target = (parent.configurable_children ?? []).find((child) => child.sku === sku);
  return target === undefined ? null : { parent, target };
}

/**
 * Runs one focused staff write through {@link applyProductChange} (the catalogue version, index rows, price
 * history and reload), audits it as `action` with the values before and after, and announces the product's
 * and its categories' cache tags to the storefront. Answers the tags and whether the storefront took them.
 */
async function writeProduct(
  context: AppContext,
  request: FastifyRequest,
  sku: string,
  action: string,
  change: ProductChange,
): Promise<{ sku: string; tags: readonly string[]; announced: boolean }> {
  const actor = staffOf(request);
  const result = await applyProductChange(
    {
      database: context.database,
      catalog: context.catalog,
      now: context.now(),
      manufacturer: defaultManufacturer(await context.settings.read(context.database.db)),
      onChange: (trx, values) =>
        context.audit.record(trx, { actor, action, entity: "product", entityId: sku, ...values }),
    },
    sku,
    change,
  );
  if (!result) throw productNotFound();
  const announced = await context.announcer.announce(result.tags);
  context.log.info({ sku, action, tags: result.tags, announced }, "admin product change");
  return { sku, tags: result.tags, announced };
}

const sameValue = (a: unknown, b: unknown): boolean => (a ?? null) === (b ?? null);

/**
 * The back office's catalogue reads (issue 25, "Catalogue"): product search by sku or name over enabled
 * and disabled products with paging, and one product with its variants, prices, special price window,
 * stock per variant and the price history the 30-day lowest price is computed from (Omnibus).
 */
export const adminProductRoutes: RouteGroup = {
  name: "admin-products",
  register(router, context) {
    const db = context.database.db;

    router.get("/api/admin/products", { staff: CATALOGUE_READERS }, async (request) => {
      const query = parseInput("query", listQuery, request.query);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      const q = (query.q ?? "")
        .trim()
        .toLowerCase()
        .replace(/[%_\\]/g, "");
      let rows: { id: number; body: string; is_active: number }[];
      if (q === "") {
        rows = await db
          .selectFrom("catalog_document")
          .select(["id", "body", "is_active"])
          .where("entity_type", "=", "product")
          .orderBy("id")
          .execute();
      } else {
        // a sku (a child's sku finds its parent) by its start, a name by any part
        const bySku = await db
          .selectFrom("stock_item")
          .select(["product_id", "parent_id"])
          .where(sql<string>`lower(sku)`, "like", `${q}%`)
          .limit(NAME_CANDIDATES)
          .execute();
        const ids = new Set(bySku.map((r) => Number(r.parent_id ?? r.product_id)));
        const byText = await db
          .selectFrom("catalog_document")
          .select(["id", "body", "is_active"])
          .where("entity_type", "=", "product")
          .where((eb) =>
            eb.or([
              eb(sql<string>`lower(body)`, "like", `%${q}%`),
              eb(sql<string>`lower(doc_key)`, "like", `${q}%`),
            ]),
          )
          .orderBy("id")
          .limit(NAME_CANDIDATES)
          .execute();
        const found = byText.filter((row) => {
          const doc = storedProductDocument(row.body);
          return (
            String(doc.name ?? "")
              .toLowerCase()
              .includes(q) || String(doc.sku).toLowerCase().startsWith(q)
          );
        });
        const seen = new Set(found.map((r) => Number(r.id)));
        const missing = [...ids].filter((id) => !seen.has(id));
        const extra =
          missing.length === 0
            ? []
            : await db
                .selectFrom("catalog_document")
                .select(["id", "body", "is_active"])
                .where("entity_type", "=", "product")
                .where("id", "in", missing)
                .execute();
        rows = [...found, ...extra].sort((a, b) => Number(a.id) - Number(b.id));
      }
      let docs = rows.map((row) => ({ doc: storedProductDocument(row.body), isActive: row.is_active }));
      if (query.status)
        docs = docs.filter(
          ({ doc, isActive }) => productEnabled(doc, isActive) === (query.status === "enabled"),
        );
      const shown = docs.slice((page - 1) * pageSize, page * pageSize);
      // the stock a row shows: its own, or the sum of its variants' for a configurable product
      const stockSkus = (doc: ProductDocument): string[] =>
        doc.configurable_children && doc.configurable_children.length > 0
          ? doc.configurable_children.map((child) => String(child.sku))
          : [String(doc.sku)];
      const wanted = shown.flatMap(({ doc }) => stockSkus(doc));
      const stocks =
        wanted.length === 0
          ? []
          : await db.selectFrom("stock_item").select(["sku", "qty"]).where("sku", "in", wanted).execute();
      const qtyOf = new Map(stocks.map((r) => [r.sku, Number(r.qty)]));
      return {
        items: shown.map(({ doc, isActive }) => {
          const known = stockSkus(doc).filter((sku) => qtyOf.has(sku));
          return {
            ...productSummary(doc, isActive),
            stockQty: known.length === 0 ? null : known.reduce((sum, sku) => sum + (qtyOf.get(sku) ?? 0), 0),
          };
        }),
        total: docs.length,
        page,
        pageSize,
      };
    });

    router.get("/api/admin/products/:sku", { staff: CATALOGUE_READERS }, async (request) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      const { sku } = parseInput("path", z.strictObject({ sku: skuSchema }), request.params);
      let row = await db
        .selectFrom("catalog_document")
        .select(["id", "body", "is_active"])
        .where("entity_type", "=", "product")
        .where("doc_key", "=", sku)
        .executeTakeFirst();
      if (row === undefined) {
        // a configurable child's sku: its parent
        const stock = await db
          .selectFrom("stock_item")
          .select("parent_id")
          .where("sku", "=", sku)
          .executeTakeFirst();
        if (stock?.parent_id != null)
          row = await db
            .selectFrom("catalog_document")
            .select(["id", "body", "is_active"])
            .where("entity_type", "=", "product")
            .where("id", "=", Number(stock.parent_id))
            .executeTakeFirst();
      }
      if (row === undefined) throw productNotFound();
      const doc = storedProductDocument(row.body);
      const children = doc.configurable_children ?? [];
      const skus = [String(doc.sku), ...children.map((c) => String(c.sku))];
      const [stocks, history] = await Promise.all([
        db.selectFrom("stock_item").select(["sku", "qty", "is_in_stock"]).where("sku", "in", skus).execute(),
        db
          .selectFrom("price_history")
          .select(["sku", "valid_from", "price_incl_tax_grosze"])
          .where("sku", "in", skus)
          .orderBy("valid_from", "desc")
          .limit(200)
          .execute(),
      ]);
      const stockOf = (s: string) => {
        const found = stocks.find((r) => r.sku === s);
        return found ? { qty: Number(found.qty), isInStock: Number(found.is_in_stock) === 1 } : null;
      };
      const priceFields = (d: ProductDocument | ConfigurableChildDocument) => ({
        price: numberOrNull(d.price),
        specialPrice: numberOrNull(d.special_price),
        specialFrom: textOrNull(d.special_from_date),
        specialTo: textOrNull(d.special_to_date),
      });
      const options = doc.configurable_options ?? [];
      return {
        ...productSummary(doc, row.is_active),
        ...priceFields(doc),
        stock: stockOf(String(doc.sku)),
        variants: children.map((child) => ({
          sku: String(child.sku),
          name: String(child.name ?? ""),
          enabled: isEnabled(child),
          options: Object.fromEntries(
            options.map((o) => [String(o.attribute_code), child[String(o.attribute_code)] ?? null]),
          ),
          // the option values' names as the shop shows them ("Kolor: Niebieski"), not their ids (behaviour.md §5.7)
          optionLabels: variantOptionLabels(doc, child),
          ...priceFields(child),
          stock: stockOf(String(child.sku)),
        })),
        priceHistory: history.map((h) => ({
          sku: h.sku,
          validFrom: h.valid_from,
          priceGrosze: Number(h.price_incl_tax_grosze),
        })),
      };
    });

    // Issue 25, "Catalogue": focused writes, each validated by the server, audited and announced.
    router.patch("/api/admin/products/:sku/price", { staff: PRICE_EDITORS }, async (request) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      const { sku } = parseInput("path", skuPath, request.params);
      const body = parseInput("body", priceBody, request.body);
      const found = await findTarget(context, sku);
      if (found === null) throw productNotFound();
      const { target } = found;
      const next = {
        price: body.price ?? numberOrNull(target.price) ?? 0,
        specialPrice:
          body.specialPrice === undefined ? numberOrNull(target.special_price) : body.specialPrice,
        specialFrom: body.specialFrom === undefined ? textOrNull(target.special_from_date) : body.specialFrom,
        specialTo: body.specialTo === undefined ? textOrNull(target.special_to_date) : body.specialTo,
      };
      const problems = checkSpecialPrice(next);
      if (problems.length > 0)
        throw ApiError.invalid(
          problems.map((p) =>
            issue(p.field, PRICE_ISSUES[p.reason].code, p.message, PRICE_ISSUES[p.reason].en),
          ),
          { pl: problems.map((p) => p.message).join(" "), en: "The price was refused." },
        );
      const change: Record<string, unknown> = {};
      if (!sameValue(next.price, numberOrNull(target.price))) change.price = next.price;
      if (!sameValue(next.specialPrice, numberOrNull(target.special_price)))
        change.special_price = next.specialPrice;
      if (!sameValue(next.specialFrom, textOrNull(target.special_from_date)))
        change.special_from_date = next.specialFrom;
      if (!sameValue(next.specialTo, textOrNull(target.special_to_date)))
        change.special_to_date = next.specialTo;
      if (Object.keys(change).length === 0) return { sku, tags: [], announced: false };
      return writeProduct(context, request, sku, "product.price", change as ProductChange);
    });

    router.patch("/api/admin/products/:sku/stock", { staff: STOCK_EDITORS }, async (request) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      const { sku } = parseInput("path", skuPath, request.params);
      const body = parseInput("body", stockBody, request.body);
      const found = await findTarget(context, sku);
      if (found === null) throw productNotFound();
      const kept = await db.selectFrom("stock_item").select("sku").where("sku", "=", sku).executeTakeFirst();
      const children = found.target.configurable_children;
      if (kept === undefined || (Array.isArray(children) && children.length > 0))
        throw ApiError.invalid([
          issue(
            "qty",
            "conflict",
            "Ten produkt nie ma własnego stanu magazynowego: zmień stan jego wariantów.",
            "This product keeps no stock of its own: change its variants' stock.",
          ),
        ]);
      // "in stock" follows the quantity unless the warehouse says otherwise (a back order, a last display piece)
      return writeProduct(context, request, sku, "product.stock", {
        stock: { qty: body.qty, is_in_stock: body.isInStock ?? body.qty > 0 },
      });
    });

    router.patch("/api/admin/products/:sku/status", { staff: PRICE_EDITORS }, async (request) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      const { sku } = parseInput("path", skuPath, request.params);
      const body = parseInput("body", statusBody, request.body);
      const found = await findTarget(context, sku);
      if (found === null) throw productNotFound();
      if (isEnabled(found.target) === body.enabled) return { sku, tags: [], announced: false };
      return writeProduct(context, request, sku, "product.status", { status: body.enabled ? 1 : 2 });
    });
  },
};
