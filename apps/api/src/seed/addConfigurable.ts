import {
  ACCESSORY_SIZES,
  ADULT_SIZES,
  type CategorySeed,
  KID_SIZES,
  type SizeOption,
} from "./catalogueData.js";
import type { Random } from "./createRandom.js";
import type { DrawnProduct } from "./drawProduct.js";
import { flagsFor } from "./flagsFor.js";
import { imagePath } from "./imagePath.js";
import { toPln } from "./planPrice.js";
import { type ProductSink, pushProduct } from "./productSink.js";
import { type JsonObject, slugify } from "./seedTypes.js";

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

/**
 * Adds a drawn product as a configurable colour × size product: one child per colour and size (XXL costs
 * 10 zł more) with its stock row, the parent's options, stock and flags.
 *
 * @example
 * addConfigurable(sink, random, now, drawProduct(sink, random, now, dresses));
 */
export function addConfigurable(sink: ProductSink, random: Random, now: number, product: DrawnProduct): void {
  const {
    category,
    template,
    id,
    sku,
    name,
    urlKey,
    colors,
    plan,
    saleNow,
    volatile,
    stockProfile,
    createdMs,
    common,
  } = product;
  let totalQty = 0;
  let anyInStock = false;
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
}
