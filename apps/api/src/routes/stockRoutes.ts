import { z } from "zod";
import type { StockRow } from "../catalog/createCatalogStore.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { commonQuery, parseInput, skuList, skuSchema } from "../http/validation.js";

/** A stock item as §12.10 serialises it. */
export interface StockItem {
  readonly product_id: number;
  readonly sku: string;
  readonly qty: number;
  readonly is_in_stock: boolean;
  readonly manage_stock: boolean;
  readonly status: 0 | 1;
  readonly min_sale_qty: number;
  readonly max_sale_qty: number;
}

/**
 * The stock item of a visible sku (product or configurable child), or `undefined` for unknown/hidden.
 *
 * @example
 * stockItemFor(context, "SUK-0012-CZA-M")?.qty; // 4
 */
export async function stockItemFor(context: AppContext, sku: string): Promise<StockItem | undefined> {
  if (!(await context.catalog.productsBySku([sku], context.now())).has(sku)) return undefined;
  const row: StockRow | undefined = await context.catalog.stock(sku);
  if (!row) return undefined;
  return {
    product_id: row.product_id,
    sku: row.sku,
    qty: Math.max(0, row.qty),
    is_in_stock: row.is_in_stock,
    manage_stock: row.manage_stock,
    status: row.is_in_stock ? 1 : 0,
    min_sale_qty: row.min_sale_qty,
    max_sale_qty: row.max_sale_qty,
  };
}

/** `GET /api/stock/check` (§7.3) and `GET /api/stock/list` (§7.4). */
export const stockRoutes: RouteGroup = {
  name: "stock",
  register(router, context) {
    router.get("/api/stock/check", { rateLimit: [RATE_LIMITS.catalog] }, async (request) => {
      const { sku } = parseInput("query", z.strictObject({ ...commonQuery, sku: skuSchema }), request.query);
      const item = await stockItemFor(context, sku);
      if (!item) throw new ApiError("not_found");
      return item;
    });
    router.get("/api/stock/list", { rateLimit: [RATE_LIMITS.catalog] }, async (request) => {
      const { skus } = parseInput(
        "query",
        z.strictObject({ ...commonQuery, skus: skuList(50) }),
        request.query,
      );
      // unknown skus are omitted, the rest keep the input order (§7.4 decision)
      const items = await Promise.all(skus.map((sku) => stockItemFor(context, sku)));
      return items.filter((item) => item !== undefined);
    });
  },
};
