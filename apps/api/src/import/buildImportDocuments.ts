import { slugify } from "@outlet/formatting";
import { toGrosze } from "@outlet/pricing";
import { isEnabled } from "@outlet/variant-selection";
import type { CatalogDocument, CatalogStock, ProductWrite } from "../catalog/catalogWriter.js";
import type { JsonObject } from "../shop/jsonObject.js";
import type { AttributeLine, CategoryLine, ProductLine } from "./importLineSchemas.js";

/** The fields of a category other lines need: its place in the tree and its path. */
export interface CategoryRef {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly url_path: string;
  readonly parent_ids: readonly number[];
}

/** What the media step made of a line's image files: a media path, or `null` when the file was unusable. */
export type ImageLookup = (file: string) => string | null;

/** Demo placeholder path of catalogue.md §4: a product without a usable picture shows the placeholder. */
export const NO_IMAGE = "no_selection";

/** Import-only fields that never reach the stored document. */
const IMPORT_ONLY = ["type", "image_file", "gallery_files"] as const;

function withoutImportFields(line: JsonObject): JsonObject {
  const rest: JsonObject = { ...line };
  for (const key of IMPORT_ONLY) delete rest[key];
  return rest;
}

type StockFields = { qty: number; is_in_stock?: boolean | undefined; manage_stock?: boolean | undefined };

/** The `stock` field of a document (availability defaults to quantity above 0). */
function stockField(stock: StockFields) {
  return {
    qty: stock.qty,
    is_in_stock: stock.is_in_stock ?? stock.qty > 0,
    manage_stock: stock.manage_stock ?? true,
  };
}

function stockOf(
  stock: StockFields,
  owner: { sku: string; product_id: number; parent_id: number | null },
): CatalogStock {
  return { ...owner, ...stockField(stock) };
}

/**
 * The stored category document of a category line under its parent. Pure.
 *
 * @example
 * categoryDocument(line, { id: 2, name: "Sklep", slug: "sklep", url_path: "sklep", parent_ids: [1] }, stamp);
 */
export function categoryDocument(line: CategoryLine, parent: CategoryRef, stamp: string): CatalogDocument {
  const slug = line.url_key ?? slugify(line.name.trim());
  const parentIds = [...parent.parent_ids, parent.id];
  // children of the shop's top category (2) sit at the top of the URL tree, as in the demo catalogue
  const urlPath = parent.id <= 2 ? slug : `${parent.url_path}/${slug}`;
  const body: JsonObject = {
    image: null,
    description: "",
    meta_title: `${line.name} | Outlet`,
    created_at: stamp,
    ...withoutImportFields(line),
    id: line.id,
    parent_id: parent.id,
    parent_ids: parentIds,
    path: [...parentIds, line.id].join("/"),
    level: parentIds.length,
    slug,
    url_key: slug,
    url_path: urlPath,
    updated_at: stamp,
  };
  return {
    entity_type: "category",
    id: line.id,
    doc_key: slug,
    url_path: urlPath,
    is_active: line.is_active,
    body,
  };
}

/** The category fields a category document gives other lines. Pure. */
export function categoryRefOf(body: JsonObject): CategoryRef {
  return {
    id: Number(body.id),
    name: String(body.name ?? ""),
    slug: String(body.slug ?? body.url_key ?? ""),
    url_path: String(body.url_path ?? ""),
    parent_ids: Array.isArray(body.parent_ids) ? body.parent_ids.map(Number) : [],
  };
}

/**
 * The stored attribute document of an attribute line. Pure.
 *
 * @example
 * attributeDocument({ type: "attribute", id: 300, attribute_code: "fason", frontend_label: "Fason", … });
 */
export function attributeDocument(line: AttributeLine): CatalogDocument {
  const body: JsonObject = {
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: line.is_filterable,
    is_searchable: line.is_filterable,
    default_frontend_label: line.frontend_label,
    ...withoutImportFields(line),
    id: line.id,
    attribute_id: line.id,
  };
  return {
    entity_type: "attribute",
    id: line.id,
    doc_key: line.attribute_code,
    url_path: null,
    is_active: true,
    body,
  };
}

/**
 * The product write of a product line: the document in the contract's shape (defaults filled in, category
 * references from `categories`, image paths from `images`), its stock rows and, when the gross price
 * differs from `lastPrices`, a price-history entry at `stamp`. Pure.
 *
 * @example
 * productWrite(line, { categories, images, lastPrices, stamp: "2026-11-27 10:00:00" });
 */
export function productWrite(
  line: ProductLine,
  context: {
    readonly categories: ReadonlyMap<number, CategoryRef>;
    readonly images: ImageLookup;
    /** Latest recorded gross price (grosze) per sku. */
    readonly lastPrices: ReadonlyMap<string, number>;
    /** UTC `YYYY-MM-DD HH:mm:ss`. */
    readonly stamp: string;
  },
): ProductWrite & { readonly stockDefaults: readonly CatalogStock[] } {
  const urlKey = line.url_key ?? `${slugify(line.name.trim())}-${line.id}`;
  const mainImage = line.image_file === undefined ? undefined : (context.images(line.image_file) ?? NO_IMAGE);
  const gallery = (line.gallery_files ?? [])
    .map((file) => context.images(file))
    .filter((path): path is string => path !== null);
  const pictures =
    mainImage === undefined ? {} : { image: mainImage, small_image: mainImage, thumbnail: mainImage };
  const mediaGallery =
    mainImage === undefined && gallery.length === 0
      ? {}
      : {
          media_gallery: [...(mainImage && mainImage !== NO_IMAGE ? [mainImage] : []), ...gallery].map(
            (image, index) => ({ image, pos: index + 1, typ: "image", lab: line.name }),
          ),
        };
  const refs = line.category_ids.map((categoryId) => context.categories.get(categoryId));
  const stock: CatalogStock[] = [];
  const stockDefaults: CatalogStock[] = [];
  const children = line.configurable_children?.map((child) => {
    const owner = { sku: child.sku, product_id: child.id, parent_id: line.id };
    if (child.stock) stock.push(stockOf(child.stock, owner));
    else stockDefaults.push(stockOf({ qty: 0 }, owner));
    const childImage =
      child.image_file === undefined ? undefined : (context.images(child.image_file) ?? undefined);
    const childPrice = child.price ?? line.price;
    return {
      status: 1,
      visibility: 1,
      url_key: `${urlKey}-${slugify(child.sku)}`,
      name: line.name,
      ...(pictures.image === undefined ? {} : pictures),
      tax_class_id: line.tax_class_id,
      special_price: null,
      special_from_date: line.special_from_date ?? null,
      special_to_date: line.special_to_date ?? null,
      custom_attributes: null,
      ...withoutImportFields(child),
      ...(childImage === undefined
        ? {}
        : { image: childImage, small_image: childImage, thumbnail: childImage }),
      price: childPrice,
      final_price: childPrice,
      ...(child.stock ? { stock: stockField(child.stock) } : {}),
    };
  });
  const own = { sku: line.sku, product_id: line.id, parent_id: null };
  if (!children) {
    if (line.stock) stock.push(stockOf(line.stock, own));
    else stockDefaults.push(stockOf({ qty: 0 }, own));
  }
  const body: JsonObject = {
    tier_prices: [],
    product_links: [],
    options: [],
    custom_attributes: null,
    flags: [],
    flags_ids: [],
    order_priority: 0,
    created_at: context.stamp,
    ...(line.type_id === "configurable" ? { configurable_options: [] } : {}),
    ...withoutImportFields(line),
    ...pictures,
    ...mediaGallery,
    url_key: urlKey,
    url_path: urlKey,
    slug: urlKey,
    special_price: line.special_price ?? null,
    special_from_date: line.special_from_date ?? null,
    special_to_date: line.special_to_date ?? null,
    final_price: line.price,
    category: refs
      .filter((ref): ref is CategoryRef => ref !== undefined)
      .map((ref) => ({ category_id: ref.id, name: ref.name, slug: ref.slug, path: ref.url_path })),
    updated_at: context.stamp,
    ...(children ? { configurable_children: children } : {}),
    ...(line.stock ? { stock: stockField(line.stock) } : {}),
  };
  const prices = [
    { sku: line.sku, grosze: toGrosze(line.price) },
    ...(line.configurable_children ?? [])
      .filter((child) => child.price !== undefined)
      .map((child) => ({ sku: child.sku, grosze: toGrosze(child.price ?? 0) })),
  ]
    .filter((p) => context.lastPrices.get(p.sku) !== p.grosze)
    .map((p) => ({ sku: p.sku, valid_from: context.stamp, price_incl_tax_grosze: p.grosze }));
  return {
    document: {
      entity_type: "product",
      id: line.id,
      doc_key: line.sku,
      url_path: urlKey,
      is_active: isEnabled(line),
      body,
    },
    stock,
    stockDefaults,
    prices,
  };
}
