import type { LifecycleOrder } from "./lifecycleOrder";
import { allowedCommands } from "./transitionOrder";

/** The lifecycle's question "may this order be packed now?" is asked for the role that may do everything. */
const ANY_HANDLER = { kind: "staff", id: 0, email: "", role: "owner" } as const;

/**
 * Whether the packing list is offered for an order (after-sales-and-law.md §1): while the lifecycle allows
 * packing it (`allowedCommands`: paid, or placed with cash on delivery; a transfer waits for its money) and
 * once packed, until the parcel leaves (printed again for the box). Not for a cancelled order, nor one
 * shipped, waiting in the store or handed over. Pure.
 *
 * @example
 * packingListOffered({ ...order, status: "paid" }); // true
 * packingListOffered({ ...order, status: "cancelled" }); // false
 */
export function packingListOffered(order: LifecycleOrder): boolean {
  return order.status === "packed" || allowedCommands(order, ANY_HANDLER).includes("pack");
}
