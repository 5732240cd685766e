// The shop's own helpers, kept here under their old names for the seed's modules.

export { slugify } from "@outlet/formatting";
export { formatDateTime } from "../shop/formatDateTime.js";
export type { JsonObject } from "../shop/jsonObject.js";

import type {
  CatalogDocument as SeedDocument,
  CatalogPrice as SeedPrice,
  CatalogStock as SeedStock,
} from "../catalog/catalogRows.js";

export type {
  CatalogDocument as SeedDocument,
  CatalogPrice as SeedPrice,
  CatalogStock as SeedStock,
} from "../catalog/catalogRows.js";

/** Everything the generator makes. */
export interface GeneratedCatalogue {
  readonly documents: readonly SeedDocument[];
  readonly stock: readonly SeedStock[];
  readonly priceHistory: readonly SeedPrice[];
}

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;
