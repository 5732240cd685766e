import type { ProductPriceFields } from "@outlet/contract";
import { isEnabled } from "@outlet/variant-selection";
import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { commonQuery, parseInput, skuList } from "../http/validation.js";

const renderListQuery = z.strictObject({
  ...commonQuery,
  skus: skuList(50),
  currencyCode: z.literal("PLN"),
  storeId: z.literal("1"),
  userGroupId: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

function priceInfo(item: ProductPriceFields, children: readonly ProductPriceFields[]) {
  const finals =
    children.length > 0 ? children.map((c) => num(c.final_price_incl_tax)) : [num(item.final_price_incl_tax)];
  return {
    final_price: num(item.final_price_incl_tax),
    regular_price: num(item.original_price_incl_tax),
    special_price: num(item.special_price_incl_tax),
    minimal_price: Math.min(...finals),
    max_price: Math.max(...finals),
    extension_attributes: {
      tax_adjustments: {
        final_price: num(item.final_price),
        regular_price: num(item.original_price),
        special_price: num(item.special_price),
      },
    },
  };
}

/** `GET /api/product/render-list` (§7.5): current gross and net prices per sku, children included. */
export const productRoutes: RouteGroup = {
  name: "product",
  register(router, context) {
    router.get("/api/product/render-list", { rateLimit: [RATE_LIMITS.catalog] }, async (request) => {
      const query = parseInput("query", renderListQuery, request.query);
      const found = await context.catalog.productsBySku(query.skus, context.now());
      const items = query.skus.flatMap((sku) => {
        const hit = found.get(sku);
        if (!hit) return [];
        const { product, child } = hit;
        const item = child ?? product;
        const children = child === null ? (product.configurable_children ?? []).filter(isEnabled) : [];
        const url = child
          ? `/p/${String(product.sku)}/${String(product.slug)}/${String(child.sku)}`
          : `/p/${String(product.sku)}/${String(product.slug)}`;
        return [
          {
            id: item.id,
            sku: item.sku,
            name: item.name,
            type: child ? "simple" : product.type_id,
            url,
            store_id: context.config.storeId,
            currency_code: "PLN",
            is_salable: isEnabled(item) && item.stock?.is_in_stock === true,
            price_info: priceInfo(item, children),
          },
        ];
      });
      return { items };
    });
  },
};
