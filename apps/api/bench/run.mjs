// Load benchmark of the built API (not a timed test): starts `node dist/main.js` on a temporary data
// folder for each catalogue size, drives each scenario with N concurrent keep-alive clients for a fixed
// time, and prints p50 / p99 latency and requests per second as a markdown table.
//
//   pnpm --filter @outlet/api build && pnpm --filter @outlet/api bench
//   node bench/run.mjs --sizes=600,50000 --duration=10 --concurrency=10

import { loadavg } from "node:os";
import { drive, parseArgs, printTable, resultRow, startApi } from "./benchKit.mjs";
import { inStockChildren, orderRequests } from "./orderScenario.mjs";

const args = parseArgs(process.argv.slice(2));
const sizes = (args.sizes ?? "600,50000").split(",").map(Number);
const durationMs = Number(args.duration ?? 12) * 1000;
const concurrency = Number(args.concurrency ?? 16);
// --warm=60 warms each scenario for 60 s before it is measured (default 1.5 s): a steady-state figure
const warmMs = Number(args.warm ?? 1.5) * 1000;
// --data=200000:/tmp/dir starts that size on an existing data folder (kept afterwards)
const existing = new Map(
  (args.data?.split(",") ?? []).map((pair) => pair.split(":")).map(([n, d]) => [Number(n), d]),
);
// --scenarios=text,sku runs only the scenarios whose name contains one of the words
const only = args.scenarios?.split(",") ?? null;

const json = (body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query";

async function sample(origin) {
  // a cold database may answer the first broad query over the search budget (503): ask again
  let res;
  for (let attempt = 0; attempt < 5; attempt++) {
    res = await fetch(
      `${origin}${SEARCH}&size=200&_source_include=sku,type_id,configurable_children.sku,configurable_children.status,configurable_children.stock.is_in_stock`,
      json({ _appliedFilters: [{ attribute: "stock.is_in_stock", value: { eq: true } }] }),
    );
    if (res.status === 200) break;
  }
  const hits = (await res.json()).hits.hits.map((h) => h._source);
  return {
    skus: hits.map((p) => p.sku),
    childSkus: hits.flatMap((p) =>
      (p.configurable_children ?? []).filter((c) => c.stock?.is_in_stock && c.status < 2).map((c) => c.sku),
    ),
  };
}

function scenarios(origin, data) {
  let i = 0;
  const pick = (list) => list[i++ % list.length];
  const words = [
    "sukienka lniana",
    "koszula w kratę",
    "zolta bluzka",
    "spodnie",
    "sweter welna",
    "kurtka pikowana",
    // typos: one and two edits
    "sukeinka lniana",
    "kosula w krate",
    "spodine",
  ];
  return [
    {
      name: "listing, 3 filters + facets",
      run: () =>
        fetch(
          `${origin}${SEARCH}&size=50&from=0`,
          json({
            _appliedFilters: [
              { attribute: "visibility", value: { in: [2, 3, 4] } },
              { attribute: "status", value: { in: [0, 1] } },
              { attribute: "category_ids", value: { in: [pick([12, 13, 15, 20, 22])] } },
            ],
            _availableFilters: [
              { field: "color", scope: "catalog", options: { size: 999 } },
              { field: "size", scope: "catalog", options: { size: 999 } },
              { field: "price", scope: "catalog" },
              { field: "flags_ids", scope: "catalog" },
            ],
            _appliedSort: [{ field: "order_priority", options: "desc" }],
          }),
        ),
    },
    {
      name: "text search",
      run: () =>
        fetch(
          `${origin}${SEARCH}&size=18`,
          json({
            _searchText: pick(words),
            _appliedFilters: [{ attribute: "visibility", value: { in: [2, 3, 4] } }],
          }),
        ),
    },
    {
      name: "product by sku",
      run: () =>
        fetch(
          `${origin}${SEARCH}&size=1`,
          json({ _appliedFilters: [{ attribute: "sku", value: { eq: pick(data.skus) } }] }),
        ),
    },
    {
      name: "add to cart (guest)",
      prepare: async () => {
        const res = await fetch(`${origin}/api/cart/create`, json({}));
        return (await res.json()).result;
      },
      run: (cartId) =>
        fetch(
          `${origin}/api/cart/update?cartId=${cartId}`,
          json({ cartItem: { sku: pick(data.childSkus), qty: 1, quoteId: cartId } }),
        ),
    },
    { name: "place order (guest, 1 line)", run: orderRequests(origin, data.lines) },
  ];
}

const rows = [];
const facts = [];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
for (const size of sizes) {
  const first = await startApi(size, existing.get(size));
  // the start measured is a restart on the existing database (the first start seeds)
  await first.stop(true);
  const api = await startApi(size, first.dataDir);
  const rssStart = api.rssMb();
  try {
    const data = { ...(await sample(api.origin)), lines: await inStockChildren(api.origin) };
    for (const scenario of scenarios(api.origin, data)) {
      if (only && !only.some((word) => scenario.name.includes(word))) continue;
      const warm = Date.now() + warmMs;
      while (Date.now() < warm) {
        const pending = scenario.run(scenario.prepare ? await scenario.prepare() : undefined);
        if (pending === null) break;
        await (await pending).arrayBuffer();
      }
      const cpuBefore = api.cpuMs();
      const r = await drive({ durationMs, concurrency, prepare: scenario.prepare, request: scenario.run });
      r.cpuMs = api.cpuMs() - cpuBefore;
      rows.push(`${resultRow(size, scenario.name, r)} ${load()} |`);
      console.error(rows.at(-1));
    }
    facts.push(
      `| ${size} | ${(first.startupMs / 1000).toFixed(1)} | ${(api.startupMs / 1000).toFixed(1)} | ${rssStart} | ${api.rssMb()} | ${load()} |`,
    );
    console.error(facts.at(-1));
  } finally {
    await api.stop(existing.has(size));
  }
}
printTable(`concurrency ${concurrency}, ${durationMs / 1000} s per scenario`, rows, [
  "API CPU ms / request",
  "load average",
]);
console.info(
  "\n| top-level products | first start s | start on the existing database s | RSS after start MB | RSS after the load MB | load average |",
);
console.info("| --- | --- | --- | --- | --- | --- |");
for (const fact of facts) console.info(fact);
