import {
  BRANDS,
  type CategorySeed,
  COLORS,
  type ColorOption,
  DESCRIPTION_SENTENCES,
  type GarmentKind,
  MATERIALS,
  MODEL_NAMES,
  type ProductTemplate,
} from "./catalogueData.js";
import { categoryRefs } from "./categoryRefs.js";
import type { Random } from "./createRandom.js";
import { demoProductInformation } from "./demoProductInformation.js";
import { imagePath } from "./imagePath.js";
import { type PricePlan, planPrice, toPln } from "./planPrice.js";
import type { ProductSink } from "./productSink.js";
import { DAY_MS, formatDateTime, type JsonObject, slugify } from "./seedTypes.js";

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
  akcesoria: "ZES",
};

function description(random: Random, name: string, material: string): string {
  const sentences = random.sample(DESCRIPTION_SENTENCES, 3);
  return `<p><strong>${name}</strong> – ${material.toLowerCase()}.</p><p>${sentences.join(" ")}</p>`;
}

/** A drawn top-level product: the fields shared by its configurable or simple form, and what decides them. */
export interface DrawnProduct {
  readonly category: CategorySeed;
  readonly template: ProductTemplate;
  readonly id: number;
  readonly sku: string;
  readonly name: string;
  readonly urlKey: string;
  readonly colors: readonly ColorOption[];
  readonly plan: PricePlan;
  /** A special price applies at the reference time. */
  readonly saleNow: boolean;
  readonly status: number;
  /** Stock not managed (always orderable). */
  readonly volatile: boolean;
  /** < 0.05 sold out, < 0.13 last items, else normal. */
  readonly stockProfile: number;
  readonly createdMs: number;
  /** The document fields every form of the product has. */
  readonly common: JsonObject;
}

/**
 * Draws one top-level product of a category: template, id and SKU, dates, colours, material, name, price
 * plan (its history goes to the sink), status, visibility, stock profile, brand and the common document
 * fields. The random draws are in a fixed order, so the catalogue is the same for the same seed.
 *
 * @example
 * const product = drawProduct(sink, random, now, dresses);
 */
export function drawProduct(
  sink: ProductSink,
  random: Random,
  now: number,
  category: CategorySeed,
): DrawnProduct {
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
    ...demoProductInformation({
      id,
      brand,
      material: material.id,
      kind: template.kind,
      sizeFamily: category.sizeFamily,
    }),
    // a body is worn next to the skin: sold sealed, its withdrawal right ends with the seal (art. 38 pkt 5)
    ...(template.kind === "body" ? { no_withdrawal_after_unseal: true } : {}),
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
  return {
    category,
    template,
    id,
    sku,
    name,
    urlKey,
    colors,
    plan,
    saleNow,
    status,
    volatile,
    stockProfile,
    createdMs,
    common,
  };
}
