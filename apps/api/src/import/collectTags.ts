/** Cache tags gathered during an import, bounded in memory. */
export interface TagCollector {
  add(...tags: string[]): void;
  /** The tags to announce: every one, or — past the limit — the broad `product` and `category` tags
   *  (every product page and category page carries them) with the category and attribute tags. */
  tags(): string[];
}

/**
 * Collects the cache tags an import changes. Past `limit` product tags the individual `P<sku>` tags are
 * dropped for the broad `product` tag, so a 200 000-product import holds a few thousand strings, not
 * 200 000, and the storefront gets a handful of requests.
 *
 * @example
 * const tags = createTagCollector(2);
 * tags.add("PA", "C5"); tags.add("PB"); tags.add("PC");
 * tags.tags(); // ["C5", "product", "category"]
 */
export function createTagCollector(limit = 5000): TagCollector {
  const products = new Set<string>();
  const others = new Set<string>();
  let overflow = false;
  return {
    add(...tags) {
      for (const tag of tags) {
        if (!/^P./.test(tag)) others.add(tag);
        else if (!overflow) {
          products.add(tag);
          if (products.size > limit) {
            overflow = true;
            products.clear();
          }
        }
      }
    },
    tags() {
      return overflow ? [...others, "product", "category"] : [...others, ...products];
    },
  };
}
