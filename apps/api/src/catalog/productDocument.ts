import type { ProductDocument } from "@outlet/contract";

// The one place a stored product body becomes a typed `ProductDocument` (issue 30): the catalogue storage
// narrows each document when it is made live, and everything after it reads typed fields. A hand-written
// narrowing rather than a zod schema: it checks the fields the contract types and hands back the very same
// object, so no key is stripped, reordered or coerced (the answers stay byte for byte what they were, see
// test/golden/) and a made-live request pays one walk over the document's arrays, not a copy of it.

/** A stored product document broke the contract's shape: a data error, never a shopper's input. */
export class CatalogDocumentError extends Error {
  override readonly name = "CatalogDocumentError" as const;
  /** The document's sku or id when known. */
  readonly product: string;
  /** The field that broke the shape, e.g. `configurable_children[3].status`. */
  readonly field: string;

  constructor(product: string, field: string) {
    super(`Catalogue document ${product}: ${field} does not fit the product document type`);
    this.product = product;
    this.field = field;
  }
}

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || value === undefined || check(value);
const isNumber: Check = (value) => typeof value === "number";
const isString: Check = (value) => typeof value === "string";
const isIdLike: Check = (value) => typeof value === "number" || typeof value === "string";

/** The typed scalar fields of a product or child document and their checks. */
const SCALARS: readonly (readonly [string, Check])[] = [
  ["id", optional(isNumber)],
  ["sku", optional(isString)],
  ["type_id", optional(isString)],
  ["status", optional(isNumber)],
  ["visibility", optional(isNumber)],
  ["tax_class_id", nullable(isNumber)],
  ["price", nullable(isNumber)],
  ["special_price", nullable(isNumber)],
  ["special_from_date", nullable(isString)],
  ["special_to_date", nullable(isString)],
];

function checkFields(doc: Record<string, unknown>, prefix: string, fail: (field: string) => never): void {
  for (const [key, check] of SCALARS) if (!check(doc[key])) fail(`${prefix}${key}`);
  if (!nullable(isObject)(doc.stock)) fail(`${prefix}stock`);
}

function checkList(
  doc: Record<string, unknown>,
  key: string,
  fail: (field: string) => never,
  each: (item: Record<string, unknown>, at: string) => void = () => {},
): void {
  const list = doc[key];
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) fail(key);
  list.forEach((item: unknown, index) => {
    if (!isObject(item)) fail(`${key}[${index}]`);
    each(item, `${key}[${index}].`);
  });
}

/**
 * Narrows a stored (or made-live) product body to the contract's `ProductDocument`: the fields the type
 * names must have its types (ids, sku, type, status, visibility, tax class, prices and the special window,
 * stock, children, configurable options, links, bundle options, custom options and gallery as lists of
 * objects); other keys pass as they are. Returns the same object. Throws {@link CatalogDocumentError} on a
 * document that breaks the shape (the catalogue's writers validate what they store, so this is broken data).
 *
 * @example
 * const product = productDocument(JSON.parse(row.body)); // product.configurable_children?.[0]?.status: number | undefined
 */
export function productDocument(value: unknown): ProductDocument {
  const name = isObject(value) ? String(value.sku ?? value.id ?? "?") : "?";
  const fail = (field: string): never => {
    throw new CatalogDocumentError(name, field);
  };
  if (!isObject(value)) return fail("(document)");
  checkFields(value, "", fail);
  checkList(value, "configurable_children", fail, (child, at) => checkFields(child, at, fail));
  checkList(value, "configurable_options", fail, (option, at) => {
    if (!nullable(Array.isArray)(option.values)) fail(`${at}values`);
  });
  checkList(value, "product_links", fail);
  checkList(value, "bundle_options", fail, (option, at) => {
    if (!isIdLike(option.option_id)) fail(`${at}option_id`);
    if (!Array.isArray(option.product_links)) fail(`${at}product_links`);
  });
  checkList(value, "options", fail);
  checkList(value, "media_gallery", fail);
  return value as ProductDocument;
}

/**
 * A stored product body (the `catalog_document` row's JSON) as the contract's `ProductDocument`: parsed and
 * narrowed by {@link productDocument}. The back office's reads of the stored (not made-live) documents go
 * through it.
 *
 * @example
 * const product = storedProductDocument(row.body); // product.sku: string | undefined
 */
export function storedProductDocument(body: string): ProductDocument {
  return productDocument(JSON.parse(body));
}
