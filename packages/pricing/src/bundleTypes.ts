// The shapes of a bundle's options, links and selections (catalogue.md product fields, behaviour §4.3).
import type { LinkedProduct } from "./linkedProducts";

/** A product link inside a bundle option. */
export interface BundleProductLink {
  readonly id: number | string;
  readonly sku?: string | undefined;
  readonly qty?: number | string | null | undefined;
  readonly is_default?: boolean | undefined;
  /** The loaded product, when the caller has already attached it. */
  readonly product?: LinkedProduct | undefined;
}

/** A bundle option (`product.bundle_options[]`). */
export interface BundleOption {
  readonly option_id: number | string;
  readonly product_links?: readonly BundleProductLink[] | undefined;
}

/** A chosen bundle option (`product_option.extension_attributes.bundle_options[...]`). */
export interface BundleSelection {
  readonly option_id: number | string;
  readonly option_qty: number;
  readonly option_selections: readonly (number | string)[];
}
