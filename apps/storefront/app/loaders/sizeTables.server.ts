import type { Client, SizeTable } from "@outlet/transport";
import type { ShopData } from "../lib/catalogViews";

/**
 * The size tables one shop-data load has fetched, by id: shop-wide data like the menu (the same table
 * serves every product of its kind), kept exactly as long as that load — a minute, or until the next
 * announced invalidation (`shopData.server.ts`) — so a product page costs one API call fewer.
 *
 * @example
 * const data: ShopData = { ...loaded, sizeTables: createSizeTableMemo() };
 */
export type SizeTableMemo = NonNullable<ShopData["sizeTables"]>;

/**
 * A new, empty memo for one shop-data load.
 *
 * @example
 * const sizeTables = createSizeTableMemo();
 */
export function createSizeTableMemo(): SizeTableMemo {
  return new Map();
}

/**
 * Size table `id`, from the shop data's memo when this load has fetched it already (concurrent renders
 * share one call); `null` when the API has none or failed, which is not kept, so the next render asks again.
 *
 * @example
 * const table = await sizeTableOf(api, data, 3);
 */
export function sizeTableOf(api: Client, data: ShopData, id: number): Promise<SizeTable | null> {
  const memo = data.sizeTables;
  if (!memo) return api.site.sizeTable(id);
  let table = memo.get(id);
  if (!table) {
    table = api.site.sizeTable(id);
    memo.set(id, table);
    void table.then((found) => {
      if (!found && memo.get(id) === table) memo.delete(id);
    });
  }
  return table;
}
