// Place-order load benchmark of the built API (not a timed test). Starts `node dist/main.js` on a temporary
// data folder per catalogue size, then drives guest orders (one configurable child line, courier, bank
// transfer, a fresh Idempotency-Key each) with N concurrent keep-alive clients for a fixed time, rotating over
// every in-stock child so stock lasts. Prints p50 / p99 latency and requests per second as a markdown table.
//
//   pnpm --filter @outlet/api build && pnpm --filter @outlet/api bench:orders --sizes=600,50000 --duration=8
import { randomUUID } from "node:crypto";
import { drive, parseArgs, post, printTable, resultRow, startApi } from "./benchKit.mjs";

const args = parseArgs(process.argv.slice(2));
const sizes = (args.sizes ?? "600").split(",").map(Number);
const durationMs = Number(args.duration ?? 8) * 1000;
const concurrency = Number(args.concurrency ?? 10);

async function inStockChildren(origin) {
  const res = await post(
    origin,
    "/api/catalog/catalog/product/_search?request_format=search-query&size=1000&_source_include=configurable_children.sku,configurable_children.status,configurable_children.stock",
    {
      _appliedFilters: [{ attribute: "type_id", value: { eq: "configurable" } }],
    },
  );
  const hits = (await res.json()).hits.hits.map((h) => h._source);
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
function orderRequests(origin, lines) {
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

const rows = [];
for (const size of sizes) {
  const api = await startApi(size);
  try {
    const lines = await inStockChildren(api.origin);
    const r = await drive({ durationMs, concurrency, request: orderRequests(api.origin, lines) });
    rows.push(resultRow(size, "place order (guest, 1 line)", r));
  } finally {
    await api.stop();
  }
}
printTable(`concurrency ${concurrency}, ${durationMs / 1000} s per size`, rows);
