import type { FieldType, SortSpec } from "./entityFields.js";

/** A compiled filter: a predicate over the values found at `path`. */
export interface CompiledFilter {
  readonly field: string;
  readonly path: string;
  /** Scope `catalog`: a configurable parent also matches through `<field>_options` (§8.3). */
  readonly catalog: boolean;
  readonly isRange: boolean;
  readonly test: (values: readonly unknown[]) => boolean;
  /** For `eq`/`in` without `null`: the normalised operands, so an inverted index can answer the filter. */
  readonly terms?: readonly unknown[];
  /** The field's type (how stored values are normalised). */
  readonly type?: FieldType;
  /** The operator and operands, for the SQL compiler (`sqlFilters.ts`). */
  readonly match: FilterMatch;
}

/**
 * What a filter asks, operator by operator: `in` (eq/in, `negate` for neq/nin; `wantsNull`: a document
 * without a value matches), a range of `gt/gte/lt/lte` bounds, or a lower-case `like` pattern (`*` wildcards).
 */
export type FilterMatch =
  | {
      readonly kind: "in";
      readonly values: readonly unknown[];
      readonly wantsNull: boolean;
      readonly negate: boolean;
    }
  | { readonly kind: "range"; readonly bounds: readonly { op: "gt" | "gte" | "lt" | "lte"; v: unknown }[] }
  | { readonly kind: "like"; readonly pattern: string };

/** A compiled aggregation request (§8.6). */
export interface CompiledFacet {
  readonly field: string;
  readonly path: string;
  readonly size: number;
  readonly ranges: readonly { from?: number | undefined; to?: number | undefined }[] | null;
}

/** A validated SearchQuery ready to execute. */
export interface SearchPlan {
  readonly filters: readonly CompiledFilter[];
  readonly facets: readonly CompiledFacet[];
  readonly sort: readonly (SortSpec & { path: string; type: FieldType })[];
  readonly text: string;
  readonly size: number;
  readonly from: number;
  readonly include: readonly string[] | null;
  readonly exclude: readonly string[] | null;
}
