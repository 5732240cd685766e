import type { Random } from "./createRandom.js";
import { DAY_MS } from "./seedTypes.js";

/** Tag (flag) ids of the demo shop. `Nowości` is 9 as the spec fixes. */
export const FLAGS = {
  new: { id: 9, name: "Nowości", slug: "nowosci" },
  lastItems: { id: 10, name: "Ostatnie sztuki", slug: "ostatnie-sztuki" },
  bestseller: { id: 11, name: "Bestsellery", slug: "bestsellery" },
  sale: { id: 12, name: "Wyprzedaż", slug: "wyprzedaz" },
} as const;

/**
 * The flags of a product: new (created in the last 30 days), last items (in stock, 1–5 left), a random
 * tenth as bestsellers, and sale when a special price applies now.
 *
 * @example
 * flagsFor(now - DAY_MS, now, 3, true, false, random); // new and last items (and maybe bestseller)
 */
export function flagsFor(
  createdMs: number,
  now: number,
  totalQty: number,
  inStock: boolean,
  onSale: boolean,
  random: Random,
) {
  const flags: { id: number; name: string }[] = [];
  if (now - createdMs <= 30 * DAY_MS) flags.push({ id: FLAGS.new.id, name: FLAGS.new.name });
  if (inStock && totalQty > 0 && totalQty <= 5)
    flags.push({ id: FLAGS.lastItems.id, name: FLAGS.lastItems.name });
  if (random.chance(0.1)) flags.push({ id: FLAGS.bestseller.id, name: FLAGS.bestseller.name });
  if (onSale) flags.push({ id: FLAGS.sale.id, name: FLAGS.sale.name });
  return flags;
}
