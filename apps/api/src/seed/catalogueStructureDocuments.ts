import { ACCESSORY_SIZES, ADULT_SIZES, CATEGORIES, COLORS, KID_SIZES, MATERIALS } from "./catalogueData.js";
import { contentDocument } from "./contentDocument.js";
import { FLAGS } from "./flagsFor.js";
import type { JsonObject, SeedDocument } from "./seedTypes.js";

function categories(stamp: string): SeedDocument[] {
  const out: SeedDocument[] = [
    contentDocument(
      "category",
      2,
      {
        id: 2,
        parent_id: 1,
        parent_ids: [1],
        path: "1/2",
        level: 1,
        name: "Sklep",
        slug: "sklep",
        url_key: "sklep",
        url_path: "sklep",
        is_active: true,
        include_in_menu: false,
        position: 1,
        created_at: stamp,
        updated_at: stamp,
      },
      { key: "sklep", url: "sklep" },
    ),
  ];
  for (const c of CATEGORIES) {
    const parentIds = c.parentId === 2 ? [1, 2] : [1, 2, c.parentId];
    out.push(
      contentDocument(
        "category",
        c.id,
        {
          id: c.id,
          parent_id: c.parentId,
          parent_ids: parentIds,
          path: [...parentIds, c.id].join("/"),
          level: parentIds.length,
          name: c.name,
          slug: c.slug,
          url_key: c.slug,
          url_path: c.urlPath,
          is_active: true,
          include_in_menu: c.includeInMenu,
          position: c.position,
          image: null,
          description: `<p>${c.name} w cenach outletowych.</p>`,
          meta_title: `${c.name} | Outlet`,
          meta_description: `${c.name} – modne ubrania z poprzednich kolekcji w niższych cenach.`,
          created_at: stamp,
          updated_at: stamp,
        },
        { key: c.slug, url: c.urlPath },
      ),
    );
  }
  return out;
}

function attributes(): SeedDocument[] {
  const base = (
    id: number,
    code: string,
    label: string,
    input: string,
    options: JsonObject[],
    position: number,
    filterable: boolean,
  ): SeedDocument =>
    contentDocument(
      "attribute",
      id,
      {
        id,
        attribute_id: id,
        attribute_code: code,
        frontend_input: input,
        frontend_label: label,
        default_frontend_label: label,
        options,
        position,
        is_user_defined: true,
        is_visible: true,
        is_visible_on_front: true,
        is_comparable: filterable,
        is_filterable: filterable,
        is_searchable: filterable,
      },
      { key: code },
    );
  return [
    base(
      93,
      "color",
      "Kolor",
      "select",
      COLORS.map((c, i) => ({ value: String(c.id), label: c.label, sort_order: i, swatch: c.hex })),
      1,
      true,
    ),
    base(
      142,
      "size",
      "Rozmiar",
      "select",
      [...ADULT_SIZES, ...KID_SIZES, ...ACCESSORY_SIZES].map((s, i) => ({
        value: String(s.id),
        label: s.label,
        sort_order: i,
      })),
      2,
      true,
    ),
    base(
      136,
      "material",
      "Materiał",
      "select",
      MATERIALS.map((m, i) => ({ value: String(m.id), label: m.label, sort_order: i })),
      3,
      true,
    ),
    base(81, "brand_name", "Marka", "text", [], 4, false),
    base(75, "description", "Opis", "textarea", [], 5, false),
  ];
}

function tags(): SeedDocument[] {
  return [FLAGS.new, FLAGS.lastItems, FLAGS.bestseller, FLAGS.sale]
    .map((f, i) =>
      contentDocument(
        "tag",
        f.id,
        {
          id: f.id,
          name: f.name,
          menu_name: f.name,
          slug: f.slug,
          url_key: f.slug,
          left: f.id === 9 || f.id === 10,
          position: i + 1,
          is_active: true,
        },
        { key: f.slug, url: f.slug },
      ),
    )
    .concat([
      contentDocument(
        "tag",
        13,
        {
          id: 13,
          name: "Kolekcja archiwalna",
          menu_name: "Archiwum",
          slug: "archiwum",
          url_key: "archiwum",
          left: false,
          position: 9,
          is_active: false,
        },
        { key: "archiwum", url: "archiwum", active: false },
      ),
    ]);
}

function taxRules(): SeedDocument[] {
  return [
    contentDocument("taxrule", 1, {
      id: 1,
      code: "VAT PL",
      priority: 0,
      position: 0,
      calculate_subtotal: false,
      customer_tax_class_ids: [3],
      product_tax_class_ids: [2],
      tax_rate_ids: [1],
      rates: [
        {
          id: 1,
          code: "VAT23-PL",
          tax_country_id: "PL",
          tax_region_id: 0,
          region_name: "",
          tax_postcode: "*",
          rate: 23,
        },
      ],
    }),
  ];
}

/**
 * The documents that shape the catalogue: the category tree under the root "Sklep", the colour, size,
 * material, brand and description attributes, the flag tags (one inactive) and the PL 23 % VAT rule.
 *
 * @example
 * const docs = catalogueStructureDocuments("2025-10-23 12:00:00");
 */
export function catalogueStructureDocuments(stamp: string): SeedDocument[] {
  return [...categories(stamp), ...attributes(), ...tags(), ...taxRules()];
}
