import type { AttributeMetadata } from "@outlet/contract";

// The contract's own shapes (api-contract.md §8.8, §5.4): metadata of attributes and a line's product options.
export type { AttributeMetadata, ProductOption } from "@outlet/contract";

/**
 * One chosen value in a {@link Configuration}: a bare id, an option object (`{ id, label, attribute_code }`)
 * or a list of either (any element may match).
 *
 * @example
 * const value: ConfigurationValue = { id: "49", label: "Czarny", attribute_code: "color" };
 */
export type ConfigurationValue =
  | string
  | number
  | ConfigurationEntry
  | readonly (string | number | ConfigurationEntry)[]
  | null
  | undefined;

/**
 * A configuration entry as the product page stores it (behaviour.md §5.7).
 *
 * @example
 * const entry: ConfigurationEntry = { attribute_code: "size", id: "167", label: "M" };
 */
export interface ConfigurationEntry {
  readonly id?: string | number | null | undefined;
  readonly label?: string | null | undefined;
  readonly attribute_code?: string | undefined;
}

/**
 * The shopper's choice: attribute code → chosen value. The keys `price` and `sku` are special
 * (behaviour.md §5.3–§5.4): `sku` selects a child exactly, `price` never counts as an attribute.
 *
 * @example
 * const choice: Configuration = { color: "49", size: { id: "167", label: "M" } };
 */
export type Configuration = Readonly<Record<string, ConfigurationValue>>;

/**
 * A stock item or a product's `stock` object (api-contract.md §12.10).
 *
 * @example
 * const stock: StockInfo = { product_id: 101, is_in_stock: true, qty: 4 };
 */
export interface StockInfo {
  readonly product_id?: number | string | undefined;
  readonly is_in_stock?: boolean | number | null | undefined;
  readonly qty?: number | null | undefined;
  readonly manage_stock?: boolean | undefined;
}

/**
 * A `{ attribute_code, value }` pair of a document's `custom_attributes`.
 *
 * @example
 * const attr: CustomAttribute = { attribute_code: "color", value: "49" };
 */
export interface CustomAttribute {
  readonly attribute_code: string;
  readonly value: unknown;
}

/**
 * A configurable child as this package reads it: the fields it needs, any other field kept as is.
 *
 * @example
 * const child: VariantChild = { id: 101, sku: "SUK-1-S", status: 1, color: 49, size: 167, price_incl_tax: 129.99 };
 */
export interface VariantChild {
  readonly id?: number | string | undefined;
  readonly sku?: string | undefined;
  readonly status?: number | null | undefined;
  readonly stock?: StockInfo | null | undefined;
  readonly price_incl_tax?: number | null | undefined;
  readonly original_price_incl_tax?: number | null | undefined;
  readonly image?: string | null | undefined;
  readonly custom_attributes?: readonly CustomAttribute[] | null | undefined;
  readonly [field: string]: unknown;
}

/**
 * One value of a configurable option (api-contract.md §12.1).
 *
 * @example
 * const value: ConfigurableOptionValue = { value_index: 49, label: "Czarny" };
 */
export interface ConfigurableOptionValue {
  readonly value_index: number | string;
  readonly label?: string | null | undefined;
  readonly default_label?: string | null | undefined;
}

/**
 * A configurable option of a product (api-contract.md §12.1).
 *
 * @example
 * const option: ConfigurableOption = { attribute_code: "color", attribute_id: "93", label: "Kolor", values: [{ value_index: 49, label: "Czarny" }] };
 */
export interface ConfigurableOption {
  readonly attribute_code?: string | null | undefined;
  readonly attribute_id?: string | number | null | undefined;
  readonly label?: string | null | undefined;
  readonly values?: readonly ConfigurableOptionValue[] | null | undefined;
}

/**
 * A product as this package reads it. Configurable products carry `configurable_children` and
 * `configurable_options`; every other field is kept as is.
 *
 * @example
 * const product: ConfigurableProduct = { id: 100, sku: "SUK-1", type_id: "configurable", configurable_children: [] };
 */
export interface ConfigurableProduct<TChild extends VariantChild = VariantChild> {
  readonly id?: number | string | undefined;
  readonly sku?: string | undefined;
  readonly parentSku?: string | undefined;
  readonly parentId?: number | string | undefined;
  readonly type_id?: string | undefined;
  readonly status?: number | null | undefined;
  readonly visibility?: number | undefined;
  readonly name?: string | undefined;
  readonly stock?: StockInfo | null | undefined;
  readonly errors?: Readonly<Record<string, string>> | undefined;
  readonly is_configured?: boolean | undefined;
  readonly configurable_children?: readonly TChild[] | undefined;
  readonly configurable_options?: readonly ConfigurableOption[] | undefined;
  readonly attributes_metadata?: readonly AttributeMetadata[] | undefined;
  readonly [field: string]: unknown;
}

/**
 * A log line returned as data instead of being written to a console (conventions: effects as data).
 *
 * @example
 * const line: LogEntry = { level: "error", message: "Wrong attribute given in configurable_options" };
 */
export interface LogEntry {
  readonly level: "error" | "warn" | "info";
  readonly message: string;
  readonly context?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * A notification to spawn (behaviour.md §0: type, message, an OK action).
 *
 * @example
 * const n: Notification = { type: "warning", message: "No such configuration for the product. Please do choose another combination of attributes.", action1: { label: "OK" } };
 */
export interface Notification {
  readonly type: "success" | "warning" | "error" | "info";
  readonly message: string;
  readonly action1: { readonly label: string };
}
