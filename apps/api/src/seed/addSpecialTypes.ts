import {
  CATEGORIES,
  type CategorySeed,
  COLORS,
  type ColorOption,
  type GarmentKind,
  MODEL_NAMES,
} from "./catalogueData.js";
import { categoryRefs } from "./categoryRefs.js";
import type { Random } from "./createRandom.js";
import { imagePath } from "./imagePath.js";
import { toPln } from "./planPrice.js";
import { type LinkableSimple, type ProductSink, pushProduct } from "./productSink.js";
import { DAY_MS, formatDateTime, type JsonObject, slugify } from "./seedTypes.js";
import { setImagePath } from "./setImagePath.js";

/** Points every picture field of a set at the picture of its parts, derived from its links. */
function pictureParts(sink: ProductSink, body: JsonObject): void {
  const image = setImagePath(body, sink.documents);
  if (image === null) return;
  body.image = image;
  body.small_image = image;
  body.thumbnail = image;
  body.media_gallery = [{ image, pos: 1, typ: "image", lab: body.name }];
}

function specialBase(
  sink: ProductSink,
  random: Random,
  now: number,
  id: number,
  sku: string,
  name: string,
  kind: GarmentKind,
  categorySlug: string,
  priceGrosze: number,
): JsonObject {
  const category = CATEGORIES.find((c) => c.slug === categorySlug) as CategorySeed;
  const cats = categoryRefs(category, false);
  const color = COLORS[id % COLORS.length] as ColorOption;
  const urlKey = `${slugify(name)}-${id}`;
  const createdMs = now - random.int(40, 200) * DAY_MS;
  sink.priceHistory.push({
    sku,
    valid_from: formatDateTime(new Date(createdMs)),
    price_incl_tax_grosze: priceGrosze,
  });
  return {
    id,
    uuid: random.uuid(),
    sku,
    name,
    status: 1,
    visibility: 4,
    tax_class_id: 2,
    url_key: urlKey,
    url_path: urlKey,
    slug: urlKey,
    image: imagePath(kind, color, sku),
    small_image: imagePath(kind, color, sku),
    thumbnail: imagePath(kind, color, sku),
    media_gallery: [{ image: imagePath(kind, color, sku), pos: 1, typ: "image", lab: name }],
    price: toPln(priceGrosze),
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    final_price: toPln(priceGrosze),
    tier_prices: [],
    category_ids: cats.ids,
    category: cats.refs,
    flags: [],
    flags_ids: [],
    brand_name: "Outlet Studio",
    mpn: sku.replace("-", ""),
    product_links: [],
    options: [],
    custom_attributes: null,
    size_table_id: null,
    description: `<p>${name}.</p>`,
    meta_title: `${name} | Outlet`,
    meta_description: name,
    order_priority: random.int(0, 50),
    created_at: formatDateTime(new Date(createdMs)),
    updated_at: formatDateTime(new Date(createdMs)),
  };
}

/**
 * Adds the special product types after the clothes: four gift vouchers (virtual), three guides
 * (downloadable), and, when there are at least six linkable simples, four two-part bundles priced as the
 * sum of their default parts and three three-part grouped products.
 *
 * @example
 * addSpecialTypes(sink, random, now, linkableSimples);
 */
export function addSpecialTypes(
  sink: ProductSink,
  random: Random,
  now: number,
  simples: readonly LinkableSimple[],
): void {
  for (const value of [50, 100, 200, 500]) {
    const id = sink.nextId++;
    const sku = `BON-${String(id).padStart(4, "0")}`;
    const body = specialBase(
      sink,
      random,
      now,
      id,
      sku,
      `Bon podarunkowy ${value} zł`,
      "bon",
      "bony-i-poradniki",
      value * 100,
    );
    body.type_id = "virtual";
    body.stock = { is_in_stock: true, qty: 0, manage_stock: false };
    sink.stock.push({ sku, product_id: id, parent_id: null, qty: 0, is_in_stock: true, manage_stock: false });
    pushProduct(sink, body);
  }
  const guides: [string, number][] = [
    ["Poradnik: jak dobrać rozmiar (PDF)", 0],
    ["Lookbook jesień–zima (PDF)", 1999],
    ["Poradnik pielęgnacji tkanin (PDF)", 999],
  ];
  for (const [name, price] of guides) {
    const id = sink.nextId++;
    const sku = `POR-${String(id).padStart(4, "0")}`;
    const body = specialBase(sink, random, now, id, sku, name, "poradnik", "bony-i-poradniki", price);
    body.type_id = "downloadable";
    body.stock = { is_in_stock: true, qty: 0, manage_stock: false };
    sink.stock.push({ sku, product_id: id, parent_id: null, qty: 0, is_in_stock: true, manage_stock: false });
    pushProduct(sink, body);
  }
  if (simples.length < 6) return;
  for (let b = 0; b < 4; b++) {
    const parts = random.sample(simples, 2);
    const id = sink.nextId++;
    const sku = `ZES-${String(id).padStart(4, "0")}`;
    const sum = parts.reduce((s, p) => s + p.priceGrosze, 0);
    const body = specialBase(
      sink,
      random,
      now,
      id,
      sku,
      `Zestaw: ${parts.map((p) => p.name.toLowerCase()).join(" + ")}`,
      "zestaw",
      "zestawy",
      // The shop prices a bundle as the sum of its default parts (behaviour.md §4.3, on by default), and so
      // does the cart (resolveProduct); the stored price matches it so that tiles, which show the stored
      // price, agree with the product page and the cart.
      sum,
    );
    body.type_id = "bundle";
    body.bundle_options = parts.map((part, i) => ({
      option_id: id * 10 + i + 1,
      title: i === 0 ? "Pierwszy element" : "Drugi element",
      required: true,
      type: "select",
      position: i + 1,
      sku,
      product_links: [
        {
          id: part.id,
          sku: part.sku,
          option_id: id * 10 + i + 1,
          qty: 1,
          position: 1,
          is_default: true,
          price: toPln(part.priceGrosze),
          price_type: "fixed",
          can_change_quantity: 0,
        },
      ],
    }));
    pictureParts(sink, body);
    body.stock = { is_in_stock: true, qty: 10, manage_stock: true };
    sink.stock.push({ sku, product_id: id, parent_id: null, qty: 10, is_in_stock: true, manage_stock: true });
    pushProduct(sink, body);
  }
  for (let g = 0; g < 3; g++) {
    const parts = random.sample(simples, 3);
    const id = sink.nextId++;
    const sku = `ZES-${String(id).padStart(4, "0")}`;
    const body = specialBase(
      sink,
      random,
      now,
      id,
      sku,
      `Komplet akcesoriów ${random.pick(MODEL_NAMES)}`,
      // replaced by the picture of its parts once its links are known (pictureParts)
      "akcesoria",
      "zestawy",
      parts.reduce((s, p) => s + p.priceGrosze, 0),
    );
    body.type_id = "grouped";
    body.product_links = parts.map((part, i) => ({
      sku,
      link_type: "associated",
      linked_product_sku: part.sku,
      linked_product_type: "simple",
      position: i + 1,
      extension_attributes: { qty: 1 },
    }));
    pictureParts(sink, body);
    body.stock = { is_in_stock: true, qty: 0, manage_stock: false };
    sink.stock.push({ sku, product_id: id, parent_id: null, qty: 0, is_in_stock: true, manage_stock: false });
    pushProduct(sink, body);
  }
}
