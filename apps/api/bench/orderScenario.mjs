// The place-order scenario shared by bench/run.mjs and bench/orders.mjs: guest orders of one in-stock
// configurable child (courier, bank transfer, a fresh Idempotency-Key each), rotating so stock lasts.
import { randomUUID } from "node:crypto";
import { post } from "./benchKit.mjs";

/** In-stock children of up to 1 000 configurable products, with the units left. */
export async function inStockChildren(origin) {
  const hits = [];
  // four pages of 250, each small enough for the search budget on a loaded machine
  for (let from = 0; from < 1000; from += 250) {
    let res;
    // a cold database may answer over the search budget (503): ask again
    for (let attempt = 0; attempt < 5; attempt++) {
      res = await post(
        origin,
        `/api/catalog/catalog/product/_search?request_format=search-query&size=250&from=${from}&_source_include=configurable_children.sku,configurable_children.status,configurable_children.stock`,
        {
          _appliedFilters: [{ attribute: "type_id", value: { eq: "configurable" } }],
        },
      );
      if (res.status === 200) break;
    }
    hits.push(...(await res.json()).hits.hits.map((h) => h._source));
  }
  return hits.flatMap((p) =>
    (p.configurable_children ?? [])
      .filter((c) => Number(c.status ?? 1) < 2 && c.stock?.is_in_stock && c.stock.qty >= 1)
      .map((c) => ({ sku: c.sku, left: c.stock.qty })),
  );
}

const address = {
  firstname: "Anna",
  lastname: "Nowak",
  street: ["Długa 5"],
  city: "Gdańsk",
  postcode: "80-827",
  country_id: "PL",
  telephone: "+48 600 100 200",
};

/** A guest order of one line, rotating over every in-stock child so that stock lasts; null when none is left. */
export function orderRequests(origin, lines) {
  let cursor = 0;
  const next = () => {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[cursor++ % lines.length];
      if (line.left > 0) {
        line.left -= 1;
        return line.sku;
      }
    }
    return null;
  };
  return () => {
    const sku = next();
    if (sku === null) return null;
    const key = `${Date.now()}-${randomUUID()}`;
    const body = {
      order_id: key,
      products: [{ sku, qty: 1 }],
      addressInformation: {
        billingAddress: { ...address, email: "bench@example.pl" },
        shippingAddress: address,
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "banktransfer",
      },
    };
    return post(origin, "/api/order", body, { "idempotency-key": key });
  };
}
