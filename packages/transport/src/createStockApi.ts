import * as z from "zod/mini";
import { renderListSchema, stockItemSchema } from "./catalogSchemas.js";
import type { Transport } from "./createTransport.js";

/**
 * A stock item (api-contract §12.10) with `is_in_stock`/`manage_stock` as booleans.
 *
 * @example
 * const item: StockItem | null = await client.stock.check("SUK-0193-M");
 */
export type StockItem = z.output<typeof stockItemSchema>;
/**
 * The render-list answer (api-contract §7.5).
 *
 * @example
 * const { items }: RenderList = await client.stock.renderList({ skus: ["SUK-0193"] });
 */
export type RenderList = z.output<typeof renderListSchema>;
/**
 * One render-list item.
 *
 * @example
 * const gross = (item: RenderListItem) => item.price_info.final_price;
 */
export type RenderListItem = RenderList["items"][number];

/** An InPost parcel locker (`GET /api/shipping/inpost-lockers`, reference-backend extension). */
const inpostLockerSchema = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
  }),
);

/**
 * An InPost parcel locker as the checkout shows it and the order carries it.
 *
 * @example
 * const locker: InpostLocker = { code: "KRA01M", name: "Paczkomat KRA01M", street: "ul. Floriańska 12", postcode: "31-019", city: "Kraków" };
 */
export type InpostLocker = z.output<typeof inpostLockerSchema>;

/**
 * The stock list batch size (catalogue §9, transactions §9).
 *
 * @example
 * chunk(skus, STOCK_BATCH_SIZE) // batches of 15
 */
export const STOCK_BATCH_SIZE = 15;

/**
 * Splits a list into consecutive batches of at most `size` entries, in order. Pure.
 * @example chunk(["a", "b", "c"], 2) // [["a", "b"], ["c"]]
 */
export function chunk<TItem>(items: readonly TItem[], size: number): TItem[][] {
  const batches: TItem[][] = [];
  for (let index = 0; index < items.length; index += size) batches.push(items.slice(index, index + size));
  return batches;
}

/**
 * Stock and price-refresh calls (api-contract §7.3–§7.5, behaviour §6.2, §4.6). Their failures are only
 * logged: a stock check yields `null` ("no stock info"), a stock list batch contributes nothing, a price
 * refresh yields empty items.
 *
 * @example
 * const stock = createStockApi(transport);
 * const items = await stock.list(["SUK-0193-S", "SUK-0193-M"]);
 */
export function createStockApi(transport: Transport) {
  return {
    /**
     * `GET /api/stock/check?sku=` → the stock item, or `null` for any non-200 or failure (api-contract §7.3,
     * §13.8), logged.
     * @example const item = await stock.check("SUK-0193-M"); // item?.is_in_stock
     */
    /**
     * `GET /api/shipping/inpost-lockers?q=` → the lockers matching a city, postcode or locker code
     * (reference-backend extension, issue 12). Failures throw (the finder says so).
     * @example const lockers = await stock.inpostLockers("Kraków");
     */
    async inpostLockers(query: string): Promise<readonly InpostLocker[]> {
      const { result } = await transport.call({
        endpoint: "inpostLockers",
        method: "GET",
        query: { q: query },
        schema: z.array(inpostLockerSchema),
      });
      return result;
    },

    async check(sku: string): Promise<StockItem | null> {
      try {
        const { result } = await transport.call({
          endpoint: "stockCheck",
          method: "GET",
          query: { sku },
          schema: stockItemSchema,
        });
        return result;
      } catch (error) {
        transport.logger.error(`Stock check failed for ${sku}`, error);
        return null;
      }
    },

    /**
     * `GET /api/stock/list?skus=a,b,c` in batches of 15, in input order (api-contract §7.4). A failed batch
     * contributes an empty list and is logged (§13.8: LB fails a whole batch on one unknown sku).
     * @example const items = await stock.list(skus); // StockItem[] for the known skus
     */
    async list(skus: readonly string[]): Promise<readonly StockItem[]> {
      const unique = [...new Set(skus)];
      const batches = await Promise.all(
        chunk(unique, STOCK_BATCH_SIZE).map(async (batch) => {
          try {
            const { result } = await transport.call({
              endpoint: "stockList",
              method: "GET",
              query: { skus: batch.join(",") },
              schema: z.array(stockItemSchema),
            });
            return result;
          } catch (error) {
            transport.logger.error(`Stock list failed for ${batch.join(",")}`, error);
            return [];
          }
        }),
      );
      return batches.flat();
    },

    /**
     * Price refresh `GET /api/product/render-list` (api-contract §7.5, behaviour §4.6): skus comma-joined,
     * `currencyCode` PLN, `storeId` 1, optional `userGroupId`; the token goes as the configured placement.
     * On failure: `{ items: [] }`, logged.
     * @example const { items } = await stock.renderList({ skus: ["SUK-0193"] });
     */
    async renderList(options: {
      readonly skus: readonly string[];
      readonly currencyCode?: string;
      readonly storeId?: number;
      readonly userGroupId?: number | null;
    }): Promise<RenderList> {
      try {
        const { result } = await transport.call({
          endpoint: "renderList",
          method: "GET",
          query: {
            skus: options.skus.join(","),
            currencyCode: options.currencyCode ?? "PLN",
            storeId: options.storeId ?? 1,
            userGroupId: options.userGroupId,
          },
          // behaviour §4.6 step 3: the price refresh sends a JSON content-type header.
          headers: { "Content-Type": "application/json" },
          schema: renderListSchema,
        });
        return result;
      } catch (error) {
        transport.logger.error(`Price refresh failed for ${options.skus.join(",")}`, error);
        return { items: [] };
      }
    },
  };
}

/**
 * The stock and price calls bound to one transport.
 *
 * @example
 * const stock: StockApi = createStockApi(transport);
 */
export type StockApi = ReturnType<typeof createStockApi>;
