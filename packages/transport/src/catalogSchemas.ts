import type {
  CategoryDocument,
  ProductDocument,
  RenderListItem,
  ReviewDocument,
  SearchResponse,
} from "@outlet/contract";
import * as z from "zod/mini";
import { anyRecord, flag, idLike, numberish } from "./coerce.js";

// Documents are loose: unknown keys pass through (field selection may also drop any key, api-contract
// §8.7), and LB's string numbers and "0"/"1" flags are coerced (§13.7).

const bucketSchema = z.lazy(() =>
  z.looseObject({
    key: z.union([z.string(), z.number()]),
    doc_count: z.number(),
    from: z.nullish(z.number()),
    to: z.nullish(z.number()),
  }),
);

/**
 * One aggregation: `{ buckets: [{ key, doc_count, from?, to? }] }` (api-contract §8.6).
 *
 * @example
 * aggregationSchema.parse({ buckets: [{ key: 49, doc_count: 12 }] }).buckets[0]?.key // 49
 */
export const aggregationSchema = z.lazy(() => z.looseObject({ buckets: z.array(bucketSchema) }));

/**
 * `attribute_metadata` entry of a product search (api-contract §8.8).
 *
 * @example
 * attributeMetadataSchema.parse({ attribute_code: "color", options: [{ value: 49, label: "Czarny" }] }).options?.[0]?.value // "49"
 */
export const attributeMetadataSchema = z.lazy(() =>
  z.looseObject({
    attribute_code: z.string(),
    attribute_id: z.optional(numberish),
    default_frontend_label: z.nullish(z.string()),
    options: z.optional(
      z.array(
        z.looseObject({
          value: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
          label: z.string(),
        }),
      ),
    ),
  }),
);

/**
 * The catalogue search response (api-contract §8.8); LB's `hits.total.value` accepted (§13.6).
 *
 * @example
 * searchResponseSchema.parse({ hits: { total: { value: 1 }, hits: [{ _id: "19", _score: 1, _source: { sku: "SUK-0193" } }] } }).hits.total // { value: 1 }
 */
export const searchResponseSchema = z.lazy(
  () =>
    z.looseObject({
      hits: z.looseObject({
        total: z.union([numberish, z.looseObject({ value: numberish })]),
        hits: z.array(
          z.looseObject({
            _id: z.optional(z.pipe(idLike, z.transform(String))),
            _type: z.optional(z.string()),
            _score: z.nullish(z.number()),
            _source: anyRecord,
          }),
        ),
      }),
      aggregations: z.optional(z.record(z.string(), aggregationSchema)),
      attribute_metadata: z.nullish(z.array(attributeMetadataSchema)),
    }) satisfies z.ZodMiniType<SearchResponse<Record<string, unknown>>>,
);

const stockSchema = z.lazy(() =>
  z.looseObject({
    is_in_stock: z.optional(flag),
    qty: z.optional(numberish),
    manage_stock: z.optional(flag),
  }),
);

/**
 * A product document (api-contract §12.1); every key optional because of field selection.
 *
 * @example
 * productSchema.parse({ id: 19, sku: "SUK-0193", tax_class_id: "2" }).tax_class_id // 2
 */
export const productSchema = z.lazy(
  () =>
    z.looseObject({
      id: z.optional(numberish),
      uuid: z.optional(z.string()),
      sku: z.optional(z.string()),
      name: z.optional(z.string()),
      type_id: z.optional(z.string()),
      status: z.optional(numberish),
      visibility: z.optional(numberish),
      tax_class_id: z.nullish(numberish),
      url_key: z.nullish(z.string()),
      url_path: z.nullish(z.string()),
      slug: z.nullish(z.string()),
      stock: z.nullish(stockSchema),
      category_ids: z.optional(z.array(numberish)),
      configurable_children: z.optional(z.array(anyRecord)),
      configurable_options: z.optional(z.array(anyRecord)),
    }) satisfies z.ZodMiniType<ProductDocument>,
);

/**
 * A category document (api-contract §12.2); `children_count` may be a string on LB.
 *
 * @example
 * categorySchema.parse({ id: 12, name: "Sukienki", is_active: "1", children_count: "3" }).children_count // 3
 */
export const categorySchema = z.lazy(
  () =>
    z.looseObject({
      id: z.optional(numberish),
      parent_id: z.nullish(numberish),
      parent_ids: z.optional(z.array(numberish)),
      path: z.optional(z.string()),
      level: z.optional(numberish),
      name: z.optional(z.string()),
      slug: z.nullish(z.string()),
      url_key: z.nullish(z.string()),
      url_path: z.nullish(z.string()),
      is_active: z.optional(flag),
      include_in_menu: z.optional(flag),
      position: z.optional(numberish),
      product_count: z.optional(numberish),
      children_count: z.optional(numberish),
      children_data: z.optional(z.array(anyRecord)),
    }) satisfies z.ZodMiniType<CategoryDocument>,
);

/**
 * An attribute document (api-contract §12.3) with its flags coerced to booleans.
 *
 * @example
 * attributeSchema.parse({ attribute_code: "color", is_filterable: "1" }).is_filterable // true
 */
export const attributeSchema = z.lazy(() =>
  z.looseObject({
    id: z.optional(numberish),
    attribute_id: z.optional(numberish),
    attribute_code: z.optional(z.string()),
    frontend_input: z.nullish(z.string()),
    frontend_label: z.nullish(z.string()),
    default_frontend_label: z.nullish(z.string()),
    position: z.optional(numberish),
    options: z.optional(
      z.array(
        z.looseObject({
          value: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
          label: z.string(),
          sort_order: z.optional(numberish),
        }),
      ),
    ),
    is_user_defined: z.optional(flag),
    is_visible: z.optional(flag),
    is_visible_on_front: z.optional(flag),
    is_comparable: z.optional(flag),
    is_filterable: z.optional(flag),
    is_searchable: z.optional(flag),
  }),
);

/**
 * A tax rule (api-contract §12.4).
 *
 * @example
 * taxRuleSchema.parse({ id: 1, rates: [{ tax_country_id: "PL", rate: "23" }] }).rates[0]?.rate // 23
 */
export const taxRuleSchema = z.lazy(() =>
  z.looseObject({
    id: numberish,
    code: z.optional(z.string()),
    priority: z.optional(numberish),
    position: z.optional(numberish),
    calculate_subtotal: z.optional(flag),
    customer_tax_class_ids: z._default(z.array(numberish), []),
    product_tax_class_ids: z._default(z.array(numberish), []),
    tax_rate_ids: z.optional(z.array(numberish)),
    rates: z._default(
      z.array(
        z.looseObject({
          id: z.optional(numberish),
          code: z.optional(z.string()),
          tax_country_id: z.string(),
          tax_region_id: z.optional(numberish),
          region_name: z.nullish(z.string()),
          tax_postcode: z.nullish(z.string()),
          rate: numberish,
        }),
      ),
      [],
    ),
  }),
);

/**
 * A tag (api-contract §12.5).
 *
 * @example
 * tagSchema.parse({ id: 9, name: "Nowości", slug: "nowosci", left: 1 }).left // true
 */
export const tagSchema = z.lazy(() =>
  z.looseObject({
    id: z.optional(numberish),
    name: z.optional(z.string()),
    menu_name: z.nullish(z.string()),
    slug: z.nullish(z.string()),
    url_key: z.nullish(z.string()),
    left: z.optional(flag),
    position: z.optional(numberish),
    is_active: z.optional(flag),
  }),
);

/**
 * A CMS page (api-contract §12.6).
 *
 * @example
 * cmsPageSchema.parse({ id: 3, identifier: "regulamin", title: "Regulamin sklepu", active: 1 }).active // true
 */
export const cmsPageSchema = z.looseObject({
  id: z.optional(numberish),
  identifier: z.optional(z.string()),
  url_key: z.nullish(z.string()),
  title: z.nullish(z.string()),
  content_heading: z.nullish(z.string()),
  content: z.nullish(z.string()),
  meta_title: z.nullish(z.string()),
  meta_description: z.nullish(z.string()),
  meta_keywords: z.nullish(z.string()),
  active: z.optional(flag),
});

/**
 * A CMS block (api-contract §12.6).
 *
 * @example
 * cmsBlockSchema.parse({ id: 1, identifier: "footer-about", content: "<p>…</p>" }).identifier
 */
export const cmsBlockSchema = z.lazy(() =>
  z.looseObject({
    id: z.optional(numberish),
    identifier: z.optional(z.string()),
    title: z.nullish(z.string()),
    content: z.nullish(z.string()),
    active: z.optional(flag),
  }),
);

/**
 * A CMS hierarchy node (api-contract §12.6).
 *
 * @example
 * cmsHierarchySchema.parse({ id: 1, identifier: "informacje", parent_id: null, level: 1 }).level // 1
 */
export const cmsHierarchySchema = z.lazy(() =>
  z.looseObject({
    id: z.optional(numberish),
    identifier: z.optional(z.string()),
    title: z.nullish(z.string()),
    request_url: z.nullish(z.string()),
    parent_id: z.nullish(numberish),
    level: z.optional(numberish),
    sort_order: z.optional(numberish),
  }),
);

/**
 * A review (api-contract §12.7).
 *
 * @example
 * reviewSchema.parse({ id: 5, product_id: 19, rating: "5", review_status: 1 }).rating // 5
 */
export const reviewSchema = z.lazy(
  () =>
    z.looseObject({
      id: z.optional(numberish),
      product_id: z.nullish(numberish),
      review_entity: z.optional(z.string()),
      title: z.nullish(z.string()),
      detail: z.nullish(z.string()),
      nickname: z.nullish(z.string()),
      rating: z.nullish(numberish),
      review_status: z.optional(numberish),
      // issue 27: decided and stored by the server; a legacy "0"/"1" flag is read too
      verified_purchase: z.optional(flag),
      created_at: z.optional(z.string()),
      sku: z.optional(z.string()),
    }) satisfies z.ZodMiniType<ReviewDocument>,
);

/**
 * A stock item (api-contract §12.10).
 *
 * @example
 * stockItemSchema.parse({ product_id: 19, qty: "3", is_in_stock: "1" }) // { product_id: 19, qty: 3, is_in_stock: true }
 */
export const stockItemSchema = z.lazy(() =>
  z.looseObject({
    product_id: numberish,
    sku: z.optional(z.string()),
    qty: z.pipe(
      z.nullish(numberish),
      z.transform((qty) => qty ?? 0),
    ),
    is_in_stock: flag,
    manage_stock: z.optional(flag),
    status: z.optional(numberish),
    min_sale_qty: z.optional(numberish),
    max_sale_qty: z.optional(numberish),
  }),
);

/**
 * A URL-map hit: `{ _index?, _type, _id?, _score?, _source }` or `null` (api-contract §7.2).
 *
 * @example
 * urlMapHitSchema.parse({ _type: "category", _source: { id: 12 } })?._type // "category"; urlMapHitSchema.parse(null) // null
 */
export const urlMapHitSchema = z.lazy(() =>
  z.nullable(
    z.looseObject({
      _index: z.optional(z.string()),
      _type: z.string(),
      _id: z.optional(idLike),
      _score: z.nullish(z.number()),
      _source: anyRecord,
    }),
  ),
);

const taxAdjustmentsSchema = z.lazy(() =>
  z.looseObject({
    final_price: z.nullish(numberish),
    regular_price: z.nullish(numberish),
    special_price: z.nullish(numberish),
  }),
);

/**
 * One render-list item (api-contract §7.5): gross `price_info`, net `tax_adjustments`.
 *
 * @example
 * renderListItemSchema.parse({ id: 19, price_info: { final_price: 129.99 } }).price_info.final_price // 129.99
 */
export const renderListItemSchema = z.lazy(
  () =>
    z.looseObject({
      id: numberish,
      sku: z.optional(z.string()),
      name: z.optional(z.string()),
      type: z.optional(z.string()),
      url: z.nullish(z.string()),
      store_id: z.optional(numberish),
      currency_code: z.optional(z.string()),
      is_salable: z.optional(flag),
      price_info: z.looseObject({
        final_price: z.nullish(numberish),
        regular_price: z.nullish(numberish),
        special_price: z.nullish(numberish),
        minimal_price: z.nullish(numberish),
        max_price: z.nullish(numberish),
        extension_attributes: z.optional(
          z.looseObject({ tax_adjustments: z.optional(taxAdjustmentsSchema) }),
        ),
      }),
    }) satisfies z.ZodMiniType<RenderListItem>,
);

/**
 * The render-list result: `{ items }`.
 *
 * @example
 * renderListSchema.parse({ items: [] }).items // []
 */
export const renderListSchema = z.lazy(() => z.looseObject({ items: z.array(renderListItemSchema) }));

/**
 * The review-provider proxy answer (api-contract §9.6).
 *
 * @example
 * productReviewsSchema.parse({ data: [{ author: "Ola", score: 5, message: "Super" }] }).data[0]?.score // 5
 */
export const productReviewsSchema = z.lazy(() =>
  z.looseObject({
    data: z.array(
      z.looseObject({
        author: z.nullish(z.string()),
        score: numberish,
        message: z.nullish(z.string()),
        created_at: z.nullish(z.string()),
      }),
    ),
  }),
);
