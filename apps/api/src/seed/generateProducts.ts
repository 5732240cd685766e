import { addConfigurable } from "./addConfigurable.js";
import { addCustomOptions } from "./addCustomOptions.js";
import { addDemoVideos } from "./addDemoVideos.js";
import { addReviews } from "./addReviews.js";
import { addSimple } from "./addSimple.js";
import { addSpecialTypes } from "./addSpecialTypes.js";
import { CATEGORIES, type CategorySeed } from "./catalogueData.js";
import type { Random } from "./createRandom.js";
import { drawProduct } from "./drawProduct.js";
import type { LinkableSimple, ProductSink } from "./productSink.js";
import type { SeedDocument, SeedPrice, SeedStock } from "./seedTypes.js";

/** Options for {@link generateProducts}. */
export interface GenerateProductsOptions {
  readonly random: Random;
  /** Top-level products to make (configurable + simple); the special types come on top. */
  readonly size: number;
  /** Reference time (ms) the dates are relative to. */
  readonly now: number;
}

/** Products, their stock rows, price history and reviews. */
export interface GeneratedProducts {
  readonly documents: SeedDocument[];
  readonly stock: SeedStock[];
  readonly priceHistory: SeedPrice[];
}

/**
 * Generates the product side of the demo catalogue: mostly configurable colour × size products with
 * children, simple accessories, and a few bundle, grouped, virtual and downloadable products, plus
 * reviews. Deterministic for the same random source, size and reference time.
 *
 * @example
 * const { documents } = generateProducts({ random: createRandom(1), size: 600, now: Date.UTC(2024, 4, 1) });
 */
export function generateProducts(options: GenerateProductsOptions): GeneratedProducts {
  const { random, now } = options;
  const sink: ProductSink = { nextId: 1, documents: [], stock: [], priceHistory: [] };
  const weighted = CATEGORIES.filter((c) => c.weight > 0);
  const totalWeight = weighted.reduce((s, c) => s + c.weight, 0);
  const pickCategory = (): CategorySeed => {
    let roll = random.next() * totalWeight;
    for (const category of weighted) {
      roll -= category.weight;
      if (roll < 0) return category;
    }
    return weighted[weighted.length - 1] as CategorySeed;
  };
  const simplesForLinks: LinkableSimple[] = [];
  const reviewed: { id: number; sku: string }[] = [];

  for (let n = 0; n < options.size; n++) {
    const product = drawProduct(sink, random, now, pickCategory());
    const makeConfigurable = product.category.sizeFamily !== "one" || random.chance(0.3);
    if (makeConfigurable) addConfigurable(sink, random, now, product);
    else {
      const linkable = addSimple(sink, random, now, product);
      if (linkable) simplesForLinks.push(linkable);
    }
    if (product.status === 1 && random.chance(0.3)) reviewed.push({ id: product.id, sku: product.sku });
  }

  addSpecialTypes(sink, random, now, simplesForLinks);
  addReviews(sink, random, now, reviewed);
  addCustomOptions(sink);
  addDemoVideos(sink);
  return { documents: sink.documents, stock: sink.stock, priceHistory: sink.priceHistory };
}
