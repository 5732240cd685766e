import { shopperConfig } from "../../lib/shopperConfig";
import type { createShopQueue } from "./shopQueue";

/**
 * Queues the silent stock check of a line added to the cart (behaviour.md §9.8, when the shop synchronises
 * stock): its cacheable answer goes to the cart's `stockSync`. Returns the task id, or nothing when no
 * queue runs (the server) or stock is not synchronised.
 *
 * @example
 * const taskId = await queueStockCheck(shopQueue.get, "SUK-0193-M");
 */
export async function queueStockCheck(
  getQueue: ReturnType<typeof createShopQueue>["get"],
  sku: string,
): Promise<string | undefined> {
  const q = getQueue();
  if (!q || !shopperConfig.stock.synchronize) return undefined;
  const task = await q.queue({
    endpoint: "stockCheck",
    query: { sku },
    silent: true,
    is_result_cacheable: true,
    callback_event: "store:cart/stockSync",
    product_sku: sku,
  });
  return task.task_id;
}
