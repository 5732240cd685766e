import type { StaffRole } from "@outlet/contract";
import { sql } from "kysely";
import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, parseInput, queryInt, skuSchema } from "../http/validation.js";

/**
 * after-sales-and-law.md §1: the catalogue is the owner's; customer service reads it to answer shoppers.
 * The writes are `POST /api/admin/products/:sku` (adminCatalogRoutes.ts, owner only).
 */
const CATALOGUE_READERS = { roles: ["owner", "customer_service"] as readonly StaffRole[] };

const listQuery = z.strictObject({
  ...commonQuery,
  q: z.string().max(100).optional(),
  status: z.enum(["enabled", "disabled"]).optional(),
  page: queryInt(1, 100_000).optional(),
  pageSize: queryInt(1, 100).optional(),
});

/** Name searches read at most this many candidate documents (a back-office lookup, not the shop's search). */
const NAME_CANDIDATES = 2000;

type Doc = Record<string, unknown>;

const enabledOf = (doc: Doc, isActive: number): boolean =>
  Number(isActive) === 1 && Number(doc.status ?? 1) !== 2;
const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === "" ? null : Number(value);
const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined || value === "" ? null : String(value);

/** One row of the staff's product list. */
const summaryOf = (doc: Doc, isActive: number) => ({
  id: Number(doc.id),
  sku: String(doc.sku),
  name: String(doc.name ?? ""),
  type: String(doc.type_id ?? ""),
  enabled: enabledOf(doc, isActive),
  price: numberOrNull(doc.price),
  specialPrice: numberOrNull(doc.special_price),
});

const productNotFound = (): ApiError =>
  new ApiError("not_found", {
    message: { pl: "Nie ma produktu o takim SKU.", en: "No product with that sku." },
  });

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
          const doc = JSON.parse(row.body) as Doc;
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
      let items = rows.map((row) => summaryOf(JSON.parse(row.body) as Doc, row.is_active));
      if (query.status) items = items.filter((item) => item.enabled === (query.status === "enabled"));
      return {
        items: items.slice((page - 1) * pageSize, page * pageSize),
        total: items.length,
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
      const doc = JSON.parse(row.body) as Doc;
      const children = Array.isArray(doc.configurable_children) ? (doc.configurable_children as Doc[]) : [];
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
      const priceFields = (d: Doc) => ({
        price: numberOrNull(d.price),
        specialPrice: numberOrNull(d.special_price),
        specialFrom: textOrNull(d.special_from_date),
        specialTo: textOrNull(d.special_to_date),
      });
      const options = Array.isArray(doc.configurable_options) ? (doc.configurable_options as Doc[]) : [];
      return {
        ...summaryOf(doc, row.is_active),
        ...priceFields(doc),
        stock: stockOf(String(doc.sku)),
        variants: children.map((child) => ({
          sku: String(child.sku),
          name: String(child.name ?? ""),
          enabled: Number(child.status ?? 1) !== 2,
          options: Object.fromEntries(
            options.map((o) => [String(o.attribute_code), child[String(o.attribute_code)] ?? null]),
          ),
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
  },
};
