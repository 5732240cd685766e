// Whitelists of api-contract §8.3 (filterable fields) and §8.5 (sortable fields, default sorts), §8.1 caps.

import type { SearchEntityType } from "@outlet/contract";

/** How a field's values compare and coerce. */
export type FieldType = "number" | "string" | "boolean" | "date";

/** One sort key. */
export interface SortSpec {
  readonly field: string;
  readonly order: "asc" | "desc";
}

/** The search rules of one entity type. */
export interface EntityFields {
  /** Maps, not objects: a client's field name never meets `constructor`, `__proto__` or `toString`. */
  readonly filterable: ReadonlyMap<string, FieldType>;
  readonly sortable: ReadonlyMap<string, FieldType>;
  /** Sort when neither `_appliedSort` nor `sort` is given (and there is no text). */
  readonly defaultSort: readonly SortSpec[];
  /** Largest `size` (§8.1). */
  readonly maxSize: number;
  /** Field name → document path where they differ (RB's price fields are gross, §8.3). */
  readonly paths: ReadonlyMap<string, string>;
}

/** One of the searchable entity types of §8.1 (the route checks them with listing's isSearchEntityType). */
export type EntityType = SearchEntityType;

const PRODUCT_FILTERABLE: Record<string, FieldType> = {
  id: "number",
  sku: "string",
  type_id: "string",
  status: "number",
  visibility: "number",
  category_ids: "number",
  "category.name": "string",
  url_key: "string",
  url_path: "string",
  slug: "string",
  flags_ids: "number",
  color: "number",
  size: "number",
  material: "number",
  brand_name: "string",
  price: "number",
  final_price: "number",
  special_price: "number",
  special_from_date: "date",
  special_to_date: "date",
  "stock.is_in_stock": "boolean",
  "configurable_children.sku": "string",
  created_at: "date",
  updated_at: "date",
  order_priority: "number",
};

/**
 * The rules of an entity type. Product filters also include `<attr>` and `<attr>_options` for every
 * attribute document with `is_filterable` (select attributes are numeric option ids).
 *
 * @example
 * entityFields("product", [{ attribute_code: "color", is_filterable: true, frontend_input: "select" }]).filterable.get("color_options"); // "number"
 */
const mapOf = <T>(record: Readonly<Record<string, T>>): ReadonlyMap<string, T> =>
  new Map(Object.entries(record));

export function entityFields(
  type: EntityType,
  attributes: readonly { attribute_code?: unknown; is_filterable?: unknown; frontend_input?: unknown }[] = [],
): EntityFields {
  const std = { paths: new Map<string, string>() };
  switch (type) {
    case "product": {
      const filterable = new Map<string, FieldType>(Object.entries(PRODUCT_FILTERABLE));
      for (const a of attributes) {
        if (a.is_filterable !== true || typeof a.attribute_code !== "string") continue;
        const numeric = a.frontend_input === "select" || a.frontend_input === "multiselect";
        if (!filterable.has(a.attribute_code))
          filterable.set(a.attribute_code, numeric ? "number" : "string");
        filterable.set(`${a.attribute_code}_options`, numeric ? "number" : "string");
      }
      return {
        filterable,
        sortable: mapOf({
          order_priority: "number",
          updated_at: "date",
          created_at: "date",
          final_price: "number",
          price: "number",
          name: "string",
          id: "number",
          _score: "number",
        }),
        defaultSort: [{ field: "order_priority", order: "desc" }],
        maxSize: 1000,
        paths: mapOf({
          price: "final_price_incl_tax",
          final_price: "final_price_incl_tax",
          special_price: "special_price_incl_tax",
        }),
      };
    }
    case "category":
      return {
        ...std,
        filterable: mapOf({
          id: "number",
          parent_id: "number",
          level: "number",
          is_active: "boolean",
          include_in_menu: "boolean",
          url_key: "string",
          url_path: "string",
          slug: "string",
          path: "string",
          product_count: "number",
        }),
        sortable: mapOf({ level: "number", position: "number", name: "string", id: "number" }),
        defaultSort: [{ field: "position", order: "asc" }],
        maxSize: 4000,
      };
    case "attribute":
      return {
        ...std,
        filterable: mapOf({
          id: "number",
          attribute_id: "number",
          attribute_code: "string",
          is_user_defined: "boolean",
          is_visible: "boolean",
          is_comparable: "boolean",
        }),
        sortable: mapOf({ attribute_code: "string", position: "number", id: "number" }),
        defaultSort: [{ field: "id", order: "asc" }],
        maxSize: 500,
      };
    case "taxrule":
      return {
        ...std,
        filterable: mapOf({ id: "number" }),
        sortable: mapOf({ id: "number" }),
        defaultSort: [{ field: "id", order: "asc" }],
        maxSize: 500,
      };
    case "review":
      return {
        ...std,
        filterable: mapOf({ id: "number", product_id: "number", review_status: "number" }),
        sortable: mapOf({ created_at: "date", id: "number" }),
        defaultSort: [{ field: "id", order: "asc" }],
        maxSize: 500,
      };
    case "cms_page":
    case "cms_block":
      return {
        ...std,
        filterable: mapOf({ id: "number", identifier: "string", url_key: "string", store_id: "number" }),
        sortable: mapOf({ identifier: "string", id: "number" }),
        defaultSort: [{ field: "id", order: "asc" }],
        maxSize: 500,
      };
    case "cms_hierarchy":
      return {
        ...std,
        filterable: mapOf({ identifier: "string", parent_id: "number" }),
        sortable: mapOf({ identifier: "string", id: "number" }),
        defaultSort: [{ field: "id", order: "asc" }],
        maxSize: 500,
      };
    case "tag":
      return {
        ...std,
        filterable: mapOf({ id: "number", slug: "string", url_key: "string", left: "boolean" }),
        sortable: mapOf({ slug: "string", position: "number", id: "number" }),
        defaultSort: [{ field: "id", order: "asc" }],
        maxSize: 500,
      };
  }
}
