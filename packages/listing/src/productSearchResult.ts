import type { Aggregations, AttributeMetadata } from "@outlet/contract";

/**
 * The storefront's product search result (catalogue.md §3, behaviour.md §7.11).
 *
 * @example
 * const result: ProductSearchResult<{ sku: string }> = { items: [], total: 0, start: 0, perPage: 50, aggregations: {}, attributeMetadata: [], suggestions: {} };
 */
export interface ProductSearchResult<TSource> {
  readonly items: readonly (TSource & { readonly _score: number | null; readonly slug: string })[];
  readonly total: number;
  readonly start: number;
  readonly perPage: number;
  readonly aggregations: Aggregations;
  readonly attributeMetadata: readonly AttributeMetadata[];
  readonly suggestions: Readonly<Record<string, unknown>>;
  readonly offline?: boolean | undefined;
  readonly cache?: boolean | undefined;
  readonly noresults?: boolean | undefined;
}
