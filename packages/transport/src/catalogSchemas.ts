import type { CategoryDocument, ProductDocument, RenderListItem, SearchResponse } from "@outlet/contract";
import * as z from "zod";
import { anyRecord, flag, idLike, numberish } from "./coerce.js";

// Documents are loose: unknown keys pass through (field selection may also drop any key, api-contract
// §8.7), and LB's string numbers and "0"/"1" flags are coerced (§13.7).

const bucketSchema = z.looseObject({
  key: z.union([z.string(), z.number()]),
  doc_count: z.number(),
  from: z.number().nullish(),
  to: z.number().nullish(),
});

/**
 * One aggregation: `{ buckets: [{ key, doc_count, from?, to? }] }` (api-contract §8.6).
 *
 * @example
 * aggregationSchema.parse({ buckets: [{ key: 49, doc_count: 12 }] }).buckets[0]?.key // 49
 */
export const aggregationSchema = z.looseObject({ buckets: z.array(bucketSchema) });

/**
 * `attribute_metadata` entry of a product search (api-contract §8.8).
 *
 * @example
 * attributeMetadataSchema.parse({ attribute_code: "color", options: [{ value: 49, label: "Czarny" }] }).options?.[0]?.value // "49"
 */
export const attributeMetadataSchema = z.looseObject({
  attribute_code: z.string(),
  attribute_id: numberish.optional(),
  default_frontend_label: z.string().nullish(),
  options: z
    .array(z.looseObject({ value: z.union([z.string(), z.number()]).transform(String), label: z.string() }))
    .optional(),
});

/**
 * The catalogue search response (api-contract §8.8); LB's `hits.total.value` accepted (§13.6).
 *
 * @example
 * searchResponseSchema.parse({ hits: { total: { value: 1 }, hits: [{ _id: "19", _score: 1, _source: { sku: "SUK-0193" } }] } }).hits.total // { value: 1 }
 */
export const searchResponseSchema = z.looseObject({
  hits: z.looseObject({
    total: z.union([numberish, z.looseObject({ value: numberish })]),
    hits: z.array(
      z.looseObject({
        _id: idLike.transform(String).optional(),
        _type: z.string().optional(),
        _score: z.number().nullish(),
        _source: anyRecord,
      }),
    ),
  }),
  aggregations: z.record(z.string(), aggregationSchema).optional(),
  attribute_metadata: z.array(attributeMetadataSchema).nullish(),
}) satisfies z.ZodType<SearchResponse<Record<string, unknown>>>;

const stockSchema = z.looseObject({
  is_in_stock: flag.optional(),
  qty: numberish.optional(),
  manage_stock: flag.optional(),
});

/**
 * A product document (api-contract §12.1); every key optional because of field selection.
 *
 * @example
 * productSchema.parse({ id: 19, sku: "SUK-0193", tax_class_id: "2" }).tax_class_id // 2
 */
export const productSchema = z.looseObject({
  id: numberish.optional(),
  uuid: z.string().optional(),
  sku: z.string().optional(),
  name: z.string().optional(),
  type_id: z.string().optional(),
  status: numberish.optional(),
  visibility: numberish.optional(),
  tax_class_id: numberish.nullish(),
  url_key: z.string().nullish(),
  url_path: z.string().nullish(),
  slug: z.string().nullish(),
  stock: stockSchema.nullish(),
  category_ids: z.array(numberish).optional(),
  configurable_children: z.array(anyRecord).optional(),
  configurable_options: z.array(anyRecord).optional(),
}) satisfies z.ZodType<ProductDocument>;

/**
 * A category document (api-contract §12.2); `children_count` may be a string on LB.
 *
 * @example
 * categorySchema.parse({ id: 12, name: "Sukienki", is_active: "1", children_count: "3" }).children_count // 3
 */
export const categorySchema = z.looseObject({
  id: numberish.optional(),
  parent_id: numberish.nullish(),
  parent_ids: z.array(numberish).optional(),
  path: z.string().optional(),
  level: numberish.optional(),
  name: z.string().optional(),
  slug: z.string().nullish(),
  url_key: z.string().nullish(),
  url_path: z.string().nullish(),
  is_active: flag.optional(),
  include_in_menu: flag.optional(),
  position: numberish.optional(),
  product_count: numberish.optional(),
  children_count: numberish.optional(),
  children_data: z.array(anyRecord).optional(),
}) satisfies z.ZodType<CategoryDocument>;

/**
 * An attribute document (api-contract §12.3) with its flags coerced to booleans.
 *
 * @example
 * attributeSchema.parse({ attribute_code: "color", is_filterable: "1" }).is_filterable // true
 */
export const attributeSchema = z.looseObject({
  id: numberish.optional(),
  attribute_id: numberish.optional(),
  attribute_code: z.string().optional(),
  frontend_input: z.string().nullish(),
  frontend_label: z.string().nullish(),
  default_frontend_label: z.string().nullish(),
  position: numberish.optional(),
  options: z
    .array(
      z.looseObject({
        value: z.union([z.string(), z.number()]).transform(String),
        label: z.string(),
        sort_order: numberish.optional(),
      }),
    )
    .optional(),
  is_user_defined: flag.optional(),
  is_visible: flag.optional(),
  is_visible_on_front: flag.optional(),
  is_comparable: flag.optional(),
  is_filterable: flag.optional(),
  is_searchable: flag.optional(),
});

/**
 * A tax rule (api-contract §12.4).
 *
 * @example
 * taxRuleSchema.parse({ id: 1, rates: [{ tax_country_id: "PL", rate: "23" }] }).rates[0]?.rate // 23
 */
export const taxRuleSchema = z.looseObject({
  id: numberish,
  code: z.string().optional(),
  priority: numberish.optional(),
  position: numberish.optional(),
  calculate_subtotal: flag.optional(),
  customer_tax_class_ids: z.array(numberish).default([]),
  product_tax_class_ids: z.array(numberish).default([]),
  tax_rate_ids: z.array(numberish).optional(),
  rates: z
    .array(
      z.looseObject({
        id: numberish.optional(),
        code: z.string().optional(),
        tax_country_id: z.string(),
        tax_region_id: numberish.optional(),
        region_name: z.string().nullish(),
        tax_postcode: z.string().nullish(),
        rate: numberish,
      }),
    )
    .default([]),
});

/**
 * A tag (api-contract §12.5).
 *
 * @example
 * tagSchema.parse({ id: 9, name: "Nowości", slug: "nowosci", left: 1 }).left // true
 */
export const tagSchema = z.looseObject({
  id: numberish.optional(),
  name: z.string().optional(),
  menu_name: z.string().nullish(),
  slug: z.string().nullish(),
  url_key: z.string().nullish(),
  left: flag.optional(),
  position: numberish.optional(),
  is_active: flag.optional(),
});

/**
 * A CMS page (api-contract §12.6).
 *
 * @example
 * cmsPageSchema.parse({ id: 3, identifier: "regulamin", title: "Regulamin sklepu", active: 1 }).active // true
 */
export const cmsPageSchema = z.looseObject({
  id: numberish.optional(),
  identifier: z.string().optional(),
  url_key: z.string().nullish(),
  title: z.string().nullish(),
  content_heading: z.string().nullish(),
  content: z.string().nullish(),
  meta_title: z.string().nullish(),
  meta_description: z.string().nullish(),
  meta_keywords: z.string().nullish(),
  active: flag.optional(),
});

/**
 * A CMS block (api-contract §12.6).
 *
 * @example
 * cmsBlockSchema.parse({ id: 1, identifier: "footer-about", content: "<p>…</p>" }).identifier
 */
export const cmsBlockSchema = z.looseObject({
  id: numberish.optional(),
  identifier: z.string().optional(),
  title: z.string().nullish(),
  content: z.string().nullish(),
  active: flag.optional(),
});

/**
 * A CMS hierarchy node (api-contract §12.6).
 *
 * @example
 * cmsHierarchySchema.parse({ id: 1, identifier: "informacje", parent_id: null, level: 1 }).level // 1
 */
export const cmsHierarchySchema = z.looseObject({
  id: numberish.optional(),
  identifier: z.string().optional(),
  title: z.string().nullish(),
  request_url: z.string().nullish(),
  parent_id: numberish.nullish(),
  level: numberish.optional(),
  sort_order: numberish.optional(),
});

/**
 * A review (api-contract §12.7).
 *
 * @example
 * reviewSchema.parse({ id: 5, product_id: 19, rating: "5", review_status: 1 }).rating // 5
 */
export const reviewSchema = z.looseObject({
  id: numberish.optional(),
  product_id: numberish.nullish(),
  review_entity: z.string().optional(),
  title: z.string().nullish(),
  detail: z.string().nullish(),
  nickname: z.string().nullish(),
  rating: numberish.nullish(),
  review_status: numberish.optional(),
  created_at: z.string().optional(),
  sku: z.string().optional(),
});

/**
 * A stock item (api-contract §12.10).
 *
 * @example
 * stockItemSchema.parse({ product_id: 19, qty: "3", is_in_stock: "1" }) // { product_id: 19, qty: 3, is_in_stock: true }
 */
export const stockItemSchema = z.looseObject({
  product_id: numberish,
  sku: z.string().optional(),
  qty: numberish.nullish().transform((qty) => qty ?? 0),
  is_in_stock: flag,
  manage_stock: flag.optional(),
  status: numberish.optional(),
  min_sale_qty: numberish.optional(),
  max_sale_qty: numberish.optional(),
});

/**
 * A URL-map hit: `{ _index?, _type, _id?, _score?, _source }` or `null` (api-contract §7.2).
 *
 * @example
 * urlMapHitSchema.parse({ _type: "category", _source: { id: 12 } })?._type // "category"; urlMapHitSchema.parse(null) // null
 */
export const urlMapHitSchema = z
  .looseObject({
    _index: z.string().optional(),
    _type: z.string(),
    _id: idLike.optional(),
    _score: z.number().nullish(),
    _source: anyRecord,
  })
  .nullable();

const taxAdjustmentsSchema = z.looseObject({
  final_price: numberish.nullish(),
  regular_price: numberish.nullish(),
  special_price: numberish.nullish(),
});

/**
 * One render-list item (api-contract §7.5): gross `price_info`, net `tax_adjustments`.
 *
 * @example
 * renderListItemSchema.parse({ id: 19, price_info: { final_price: 129.99 } }).price_info.final_price // 129.99
 */
export const renderListItemSchema = z.looseObject({
  id: numberish,
  sku: z.string().optional(),
  name: z.string().optional(),
  type: z.string().optional(),
  url: z.string().nullish(),
  store_id: numberish.optional(),
  currency_code: z.string().optional(),
  is_salable: flag.optional(),
  price_info: z.looseObject({
    final_price: numberish.nullish(),
    regular_price: numberish.nullish(),
    special_price: numberish.nullish(),
    minimal_price: numberish.nullish(),
    max_price: numberish.nullish(),
    extension_attributes: z.looseObject({ tax_adjustments: taxAdjustmentsSchema.optional() }).optional(),
  }),
}) satisfies z.ZodType<RenderListItem>;

/**
 * The render-list result: `{ items }`.
 *
 * @example
 * renderListSchema.parse({ items: [] }).items // []
 */
export const renderListSchema = z.looseObject({ items: z.array(renderListItemSchema) });

/**
 * The review-provider proxy answer (api-contract §9.6).
 *
 * @example
 * productReviewsSchema.parse({ data: [{ author: "Ola", score: 5, message: "Super" }] }).data[0]?.score // 5
 */
export const productReviewsSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      author: z.string().nullish(),
      score: numberish,
      message: z.string().nullish(),
      created_at: z.string().nullish(),
    }),
  ),
});
