import {
  ACCESSORY_SIZES,
  ADULT_SIZES,
  BRANDS,
  CATEGORIES,
  type CategorySeed,
  COLORS,
  type ColorOption,
  DESCRIPTION_SENTENCES,
  type GarmentKind,
  KID_SIZES,
  MATERIALS,
  MODEL_NAMES,
  type ProductTemplate,
  type SizeOption,
} from "./catalogueData.js";
import type { Random } from "./createRandom.js";
import {
  DAY_MS,
  formatDateTime,
  type JsonObject,
  type SeedDocument,
  type SeedPrice,
  type SeedStock,
  slugify,
} from "./seedTypes.js";

/** Tag (flag) ids of the demo shop. `Nowości` is 9 as the spec fixes. */
export const FLAGS = {
  new: { id: 9, name: "Nowości", slug: "nowosci" },
  lastItems: { id: 10, name: "Ostatnie sztuki", slug: "ostatnie-sztuki" },
  bestseller: { id: 11, name: "Bestsellery", slug: "bestsellery" },
  sale: { id: 12, name: "Wyprzedaż", slug: "wyprzedaz" },
} as const;

const SKU_PREFIX: Record<GarmentKind, string> = {
  sukienka: "SUK",
  bluzka: "BLU",
  koszula: "KOS",
  spodnie: "SPO",
  spodnica: "SPD",
  sweter: "SWE",
  kurtka: "KUR",
  plaszcz: "PLA",
  tshirt: "TSH",
  marynarka: "MAR",
  body: "BOD",
  torebka: "TOR",
  pasek: "PAS",
  szalik: "SZA",
  czapka: "CZA",
  bon: "BON",
  poradnik: "POR",
  zestaw: "ZES",
};

/** Gross PLN price in grosze ending in ,99 (or ,00 for a few), inside [min, max]. */
function shopPrice(random: Random, min: number, max: number): number {
  const whole = random.int(Math.floor(min / 10), Math.floor(max / 10)) * 10 + 9;
  return random.chance(0.1) ? (whole + 1) * 100 : whole * 100 + 99;
}

const toPln = (grosze: number): number => grosze / 100;

const dateOnly = (ms: number): string => `${formatDateTime(new Date(ms)).slice(0, 10)} 00:00:00`;

interface PricePlan {
  regular: number;
  special: number | null;
  from: string | null;
  to: string | null;
  history: { validFrom: string; grosze: number }[];
}

/** Special-price scenarios: none, active window, open-ended, future, expired, higher than regular. */
function planPrice(random: Random, template: ProductTemplate, now: number, createdMs: number): PricePlan {
  const regular = shopPrice(random, template.minPrice, template.maxPrice);
  const history: { validFrom: string; grosze: number }[] = [];
  if (random.chance(0.3) && now - createdMs > 60 * DAY_MS) {
    // the regular price was lowered 35 days ago: the earlier, higher price is in the history
    history.push({
      validFrom: formatDateTime(new Date(createdMs)),
      grosze: regular + random.int(2, 8) * 1000,
    });
    history.push({ validFrom: formatDateTime(new Date(now - 35 * DAY_MS)), grosze: regular });
  } else {
    history.push({ validFrom: formatDateTime(new Date(createdMs)), grosze: regular });
  }
  const discounted = (): number => {
    const percent = random.pick([20, 25, 30, 40, 50, 60]);
    const raw = Math.round((regular * (100 - percent)) / 100);
    return Math.max(999, Math.floor(raw / 100) * 100 - 1);
  };
  const roll = random.next();
  if (roll < 0.6) return { regular, special: null, from: null, to: null, history };
  if (roll < 0.8) {
    return {
      regular,
      special: discounted(),
      from: dateOnly(now - random.int(1, 7) * DAY_MS),
      to: dateOnly(now + random.int(5, 30) * DAY_MS),
      history,
    };
  }
  if (roll < 0.87) return { regular, special: discounted(), from: null, to: null, history };
  if (roll < 0.92) {
    const start = now + random.int(3, 10) * DAY_MS;
    return {
      regular,
      special: discounted(),
      from: dateOnly(start),
      to: dateOnly(start + 14 * DAY_MS),
      history,
    };
  }
  if (roll < 0.97) {
    const end = now - random.int(3, 20) * DAY_MS;
    return { regular, special: discounted(), from: dateOnly(end - 14 * DAY_MS), to: dateOnly(end), history };
  }
  return { regular, special: regular + 2000, from: null, to: null, history };
}

function sizesFor(category: CategorySeed, random: Random): SizeOption[] {
  switch (category.sizeFamily) {
    case "adult": {
      const start = random.int(0, 2);
      return ADULT_SIZES.slice(start, start + random.int(3, 6 - start));
    }
    case "kids": {
      const start = random.int(0, 2);
      return KID_SIZES.slice(start, start + random.int(3, 4));
    }
    case "belt":
      return ACCESSORY_SIZES.slice(1);
    case "one":
      return ACCESSORY_SIZES.slice(0, 1);
  }
}

function imagePath(kind: GarmentKind, color: ColorOption, sku: string, view = 0): string {
  return `/${kind}/${color.slug}/${sku.toLowerCase()}${view > 0 ? `-${view + 1}` : ""}.png`;
}

function categoryRefs(category: CategorySeed, onSale: boolean): { ids: number[]; refs: JsonObject[] } {
  const chain: CategorySeed[] = [];
  const parent = CATEGORIES.find((c) => c.id === category.parentId);
  if (parent) chain.push(parent);
  chain.push(category);
  if (onSale) {
    const sale = CATEGORIES.find((c) => c.slug === "wyprzedaz");
    if (sale) chain.push(sale);
  }
  return {
    ids: chain.map((c) => c.id),
    refs: chain.map((c) => ({ category_id: c.id, name: c.name, slug: c.slug, path: c.urlPath })),
  };
}

function description(random: Random, name: string, material: string): string {
  const sentences = random.sample(DESCRIPTION_SENTENCES, 3);
  return `<p><strong>${name}</strong> – ${material.toLowerCase()}.</p><p>${sentences.join(" ")}</p>`;
}

/** State shared while generating: id counter and outputs. */
interface Sink {
  nextId: number;
  documents: SeedDocument[];
  stock: SeedStock[];
  priceHistory: SeedPrice[];
}

function pushProduct(sink: Sink, body: JsonObject): void {
  sink.documents.push({
    entity_type: "product",
    id: body.id as number,
    doc_key: body.sku as string,
    url_path: body.url_path as string,
    is_active: (body.status as number) < 2,
    body,
  });
}

function flagsFor(
  createdMs: number,
  now: number,
  totalQty: number,
  inStock: boolean,
  onSale: boolean,
  random: Random,
) {
  const flags: { id: number; name: string }[] = [];
  if (now - createdMs <= 30 * DAY_MS) flags.push({ id: FLAGS.new.id, name: FLAGS.new.name });
  if (inStock && totalQty > 0 && totalQty <= 5)
    flags.push({ id: FLAGS.lastItems.id, name: FLAGS.lastItems.name });
  if (random.chance(0.1)) flags.push({ id: FLAGS.bestseller.id, name: FLAGS.bestseller.name });
  if (onSale) flags.push({ id: FLAGS.sale.id, name: FLAGS.sale.name });
  return flags;
}

/** Options for {@link generateProducts}. */
export interface GenerateProductsOptions {
  readonly random: Random;
  /** Top-level products to make (configurable + simple); the special types come on top. */
  readonly size: number;
  /** Reference time (ms) the dates are relative to. */
  readonly now: number;
}

/** Products, their stock rows, price history and reviews. */
export interface GeneratedProducts {
  readonly documents: SeedDocument[];
  readonly stock: SeedStock[];
  readonly priceHistory: SeedPrice[];
}

/**
 * Generates the product side of the demo catalogue: mostly configurable colour × size products with
 * children, simple accessories, and a few bundle, grouped, virtual and downloadable products, plus
 * reviews. Deterministic for the same random source, size and reference time.
 *
 * @example
 * const { documents } = generateProducts({ random: createRandom(1), size: 600, now: Date.UTC(2024, 4, 1) });
 */
export function generateProducts(options: GenerateProductsOptions): GeneratedProducts {
  const { random, now } = options;
  const sink: Sink = { nextId: 1, documents: [], stock: [], priceHistory: [] };
  const weighted = CATEGORIES.filter((c) => c.weight > 0);
  const totalWeight = weighted.reduce((s, c) => s + c.weight, 0);
  const pickCategory = (): CategorySeed => {
    let roll = random.next() * totalWeight;
    for (const category of weighted) {
      roll -= category.weight;
      if (roll < 0) return category;
    }
    return weighted[weighted.length - 1] as CategorySeed;
  };
  const simplesForLinks: { id: number; sku: string; priceGrosze: number; name: string }[] = [];
  const reviewed: { id: number; sku: string; uuid: string; name: string }[] = [];

  for (let n = 0; n < options.size; n++) {
    const category = pickCategory();
    const template = random.pick(category.templates);
    const id = sink.nextId++;
    const sku = `${SKU_PREFIX[template.kind]}-${String(id).padStart(4, "0")}`;
    // 12 % are new (last 30 days), the rest spread over a year
    const createdMs =
      now -
      (random.chance(0.12) ? random.int(0, 29) : random.int(31, 365)) * DAY_MS -
      random.int(0, 86_399) * 1000;
    const updatedMs = Math.min(now, createdMs + random.int(0, 40) * DAY_MS);
    const colors = random.sample(COLORS, category.sizeFamily === "one" ? 1 : random.int(1, 3));
    const firstColor = colors[0] as ColorOption;
    const material =
      MATERIALS.find((m) => m.id === random.pick(template.materials)) ??
      (MATERIALS[0] as (typeof MATERIALS)[number]);
    let name = template.name;
    if (colors.length === 1 && random.chance(0.25)) {
      name = `${firstColor.adjective[template.gender]} ${template.noun}`;
    }
    if (random.chance(0.55)) name = `${name} ${random.pick(MODEL_NAMES)}`;
    const urlKey = `${slugify(name)}-${id}`;
    const plan = planPrice(random, template, now, createdMs);
    for (const h of plan.history)
      sink.priceHistory.push({ sku, valid_from: h.validFrom, price_incl_tax_grosze: h.grosze });
    const saleNow =
      plan.special !== null &&
      plan.special < plan.regular &&
      (plan.from === null || Date.parse(`${plan.from.slice(0, 10)}T00:00:00Z`) <= now) &&
      (plan.to === null || Date.parse(`${plan.to.slice(0, 10)}T23:59:59Z`) >= now);
    const cats = categoryRefs(category, saleNow);
    const status = random.chance(0.01) ? 2 : 1;
    const visibility = random.chance(0.03) ? random.pick([2, 3]) : 4;
    const volatile = random.chance(0.03);
    const stockProfile = random.next(); // < 0.05 sold out, < 0.13 last items, else normal
    const brand = random.pick(BRANDS);
    const common: JsonObject = {
      id,
      uuid: random.uuid(),
      sku,
      name,
      status,
      visibility,
      tax_class_id: 2,
      url_key: urlKey,
      url_path: urlKey,
      slug: urlKey,
      image: imagePath(template.kind, firstColor, sku),
      small_image: imagePath(template.kind, firstColor, sku),
      thumbnail: imagePath(template.kind, firstColor, sku),
      media_gallery: colors.flatMap((color, ci) =>
        [0, 1].map((view) => ({
          image: imagePath(template.kind, color, sku, view),
          pos: ci * 2 + view + 1,
          typ: "image",
          lab: `${name} – ${color.label}`,
        })),
      ),
      price: toPln(plan.regular),
      special_price: plan.special === null ? null : toPln(plan.special),
      special_from_date: plan.from,
      special_to_date: plan.to,
      final_price: toPln(plan.regular),
      tier_prices: [],
      category_ids: cats.ids,
      category: cats.refs,
      material: material.id,
      material_label: material.label,
      brand_name: brand,
      mpn: `${sku.replace("-", "")}${random.int(100, 999)}`,
      product_links: [],
      options: [],
      custom_attributes: null,
      size_table_id: category.sizeTableId,
      description: description(random, name, material.label),
      meta_title: `${name} | Outlet`,
      meta_description: `${name} w cenie outletowej. ${material.label}, marka ${brand}.`,
      order_priority: random.int(0, 100) + (now - createdMs <= 30 * DAY_MS ? 100 : 0),
      created_at: formatDateTime(new Date(createdMs)),
      updated_at: formatDateTime(new Date(updatedMs)),
    };
    const makeConfigurable = category.sizeFamily !== "one" || random.chance(0.3);
    let totalQty = 0;
    let anyInStock = false;
    if (makeConfigurable) {
      const sizes = sizesFor(category, random);
      const children: JsonObject[] = [];
      for (const color of colors) {
        for (const size of sizes) {
          const childId = sink.nextId++;
          const childSku = `${sku}-${color.code}-${size.label}`.toUpperCase();
          const qty = volatile
            ? 0
            : stockProfile < 0.05
              ? 0
              : stockProfile < 0.13
                ? random.int(0, 1)
                : random.chance(0.15)
                  ? 0
                  : random.int(1, 25);
          const inStock = volatile || qty > 0;
          totalQty += qty;
          anyInStock ||= inStock;
          const surcharge = size.label === "XXL" ? 1000 : 0;
          sink.stock.push({
            sku: childSku,
            product_id: childId,
            parent_id: id,
            qty,
            is_in_stock: inStock,
            manage_stock: !volatile,
          });
          children.push({
            id: childId,
            sku: childSku,
            name: `${name} ${color.label} ${size.label}`,
            status: random.chance(0.02) ? 2 : 1,
            visibility: 1,
            url_key: `${urlKey}-${color.slug}-${slugify(size.label)}`,
            image: imagePath(template.kind, color, sku),
            small_image: imagePath(template.kind, color, sku),
            thumbnail: imagePath(template.kind, color, sku),
            tax_class_id: 2,
            price: toPln(plan.regular + surcharge),
            special_price: plan.special === null ? null : toPln(plan.special + surcharge),
            special_from_date: plan.from,
            special_to_date: plan.to,
            final_price: toPln(plan.regular + surcharge),
            color: color.id,
            color_label: color.label,
            size: size.id,
            size_label: size.label,
            stock: { is_in_stock: inStock, qty, manage_stock: !volatile },
            custom_attributes: null,
          });
        }
      }
      const body: JsonObject = {
        ...common,
        type_id: "configurable",
        color_options: colors.map((c) => c.id),
        size_options: sizes.map((s) => s.id),
        configurable_options: [
          {
            id: id * 10 + 1,
            attribute_id: "93",
            attribute_code: "color",
            label: "Kolor",
            position: 0,
            product_id: id,
            values: colors.map((c) => ({ value_index: c.id, label: c.label, default_label: c.label })),
          },
          {
            id: id * 10 + 2,
            attribute_id: "142",
            attribute_code: "size",
            label: "Rozmiar",
            position: 1,
            product_id: id,
            values: sizes.map((s) => ({ value_index: s.id, label: s.label, default_label: s.label })),
          },
        ],
        configurable_children: children,
        stock: { is_in_stock: anyInStock, qty: totalQty, manage_stock: !volatile },
      };
      body.flags = flagsFor(createdMs, now, totalQty, anyInStock, saleNow, random);
      body.flags_ids = (body.flags as { id: number }[]).map((f) => f.id);
      sink.stock.push({
        sku,
        product_id: id,
        parent_id: null,
        qty: totalQty,
        is_in_stock: anyInStock,
        manage_stock: !volatile,
      });
      pushProduct(sink, body);
    } else {
      const qty = volatile
        ? 0
        : stockProfile < 0.05
          ? 0
          : stockProfile < 0.13
            ? random.int(1, 3)
            : random.int(2, 40);
      totalQty = qty;
      anyInStock = volatile || qty > 0;
      const body: JsonObject = {
        ...common,
        type_id: "simple",
        color: firstColor.id,
        color_label: firstColor.label,
        size: ACCESSORY_SIZES[0]?.id ?? null,
        size_label: ACCESSORY_SIZES[0]?.label ?? null,
        stock: { is_in_stock: anyInStock, qty, manage_stock: !volatile },
      };
      body.flags = flagsFor(createdMs, now, totalQty, anyInStock, saleNow, random);
      body.flags_ids = (body.flags as { id: number }[]).map((f) => f.id);
      sink.stock.push({
        sku,
        product_id: id,
        parent_id: null,
        qty,
        is_in_stock: anyInStock,
        manage_stock: !volatile,
      });
      pushProduct(sink, body);
      if (status === 1 && anyInStock && !volatile)
        simplesForLinks.push({ id, sku, priceGrosze: plan.regular, name });
    }
    if (status === 1 && random.chance(0.3)) reviewed.push({ id, sku, uuid: common.uuid as string, name });
  }

  addSpecialTypes(sink, random, now, simplesForLinks);
  addReviews(sink, random, now, reviewed);
  addCustomOptions(sink);
  return { documents: sink.documents, stock: sink.stock, priceHistory: sink.priceHistory };
}

/**
 * Custom options (catalogue.md "Custom option value", behaviour.md §4.5) on the first three bags on sale
 * alone: a monogram at a fixed price and gift wrapping at a percentage, whose free "no wrapping" value has
 * `option_type_id` 0 (it never counts). Given after the random draws, so the rest of the catalogue stays
 * as it was.
 */
function addCustomOptions(sink: Sink): void {
  const bags = sink.documents
    .map((document) => document.body)
    .filter(
      (body) =>
        body.type_id === "simple" &&
        String(body.sku).startsWith("TOR-") &&
        body.status === 1 &&
        body.visibility === 4 &&
        (body.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock === true,
    )
    .slice(0, 3);
  for (const body of bags) {
    const id = body.id as number;
    body.options = [
      {
        option_id: id * 10 + 1,
        title: "Monogram",
        type: "checkbox",
        is_require: false,
        sort_order: 1,
        values: [
          {
            option_type_id: id * 100 + 11,
            title: "Grawer inicjałów",
            price: 15,
            price_type: "fixed",
            sort_order: 1,
          },
        ],
      },
      {
        option_id: id * 10 + 2,
        title: "Pakowanie na prezent",
        type: "radio",
        is_require: false,
        sort_order: 2,
        values: [
          { option_type_id: 0, title: "Bez pakowania", price: 0, price_type: "fixed", sort_order: 1 },
          {
            option_type_id: id * 100 + 21,
            title: "Pudełko prezentowe",
            price: 10,
            price_type: "percent",
            sort_order: 2,
          },
        ],
      },
    ];
  }
}

function specialBase(
  sink: Sink,
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

function addSpecialTypes(
  sink: Sink,
  random: Random,
  now: number,
  simples: { id: number; sku: string; priceGrosze: number; name: string }[],
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
      "zestaw",
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
    body.stock = { is_in_stock: true, qty: 0, manage_stock: false };
    sink.stock.push({ sku, product_id: id, parent_id: null, qty: 0, is_in_stock: true, manage_stock: false });
    pushProduct(sink, body);
  }
}

const REVIEW_TEXTS: readonly [string, string, number][] = [
  ["Świetna jakość", "Materiał bardzo dobry, rozmiar zgodny z tabelą.", 5],
  ["Polecam", "Szybka dostawa, produkt jak na zdjęciu.", 5],
  ["W porządku", "Kolor trochę ciemniejszy niż na zdjęciu, ale jestem zadowolona.", 4],
  ["Dobry zakup", "Za tę cenę naprawdę warto.", 4],
  ["Rozmiar mniejszy", "Warto wziąć rozmiar większy niż zwykle.", 3],
  ["Nie dla mnie", "Materiał się gniecie, zwróciłam.", 2],
];
const NICKNAMES: readonly string[] = [
  "Anna",
  "Kasia z Gdańska",
  "Marek",
  "Ola",
  "Piotr W.",
  "Magda",
  "Tomek",
  "Ewa K.",
];

function addReviews(sink: Sink, random: Random, now: number, products: { id: number; sku: string }[]): void {
  let reviewId = 1;
  const push = (productId: number | null, sku: string | null): void => {
    const [title, detail, rating] = random.pick(REVIEW_TEXTS);
    const statusRoll = random.next();
    const reviewStatus = statusRoll < 0.85 ? 1 : statusRoll < 0.95 ? 2 : 3;
    const id = reviewId++;
    sink.documents.push({
      entity_type: "review",
      id,
      doc_key: sku,
      url_path: null,
      is_active: reviewStatus === 1,
      body: {
        id,
        product_id: productId,
        review_entity: productId === null ? "shop" : "product",
        title,
        detail,
        nickname: random.pick(NICKNAMES),
        rating,
        review_status: reviewStatus,
        created_at: formatDateTime(new Date(now - random.int(1, 300) * DAY_MS)),
        store_id: 1,
        _sku: sku,
        _customer_id: null,
        _email: `klient${id}@example.pl`,
      },
    });
  };
  for (const product of products) {
    const count = random.int(1, 5);
    for (let i = 0; i < count; i++) push(product.id, product.sku);
  }
  for (let i = 0; i < 12; i++) push(null, null);
}
