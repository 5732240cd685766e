import { bench, describe } from "vitest";
import { cartHash } from "../src/cartHash.js";
import { type CartLine, checksum, planCartMerge, type ServerCartLine } from "../src/index.js";

const N = 1000;
const kinds = ["plain", "custom", "configurable", "bundle"] as const;

function option(kind: (typeof kinds)[number], i: number) {
  switch (kind) {
    case "plain":
      return null;
    case "custom":
      return { extension_attributes: { custom_options: [{ option_id: 1, option_value: `v${i}` }] } };
    case "configurable":
      return { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: i }] } };
    case "bundle":
      return {
        extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [i] }] },
      };
  }
}

/** 1 000 client and 1 000 server lines of mixed kinds; `shift` of them exist on one side only. */
function carts(shift: number, qtyDiffEvery: number): { client: CartLine[]; server: ServerCartLine[] } {
  const client: CartLine[] = [];
  const server: ServerCartLine[] = [];
  for (let i = 0; i < N; i++) {
    const kind = kinds[i % 4] as (typeof kinds)[number];
    const sku = kind === "custom" ? `T${i % 10}` : `SKU-${i}`;
    client.push({ sku, qty: 1, price_incl_tax: 10, type_id: "simple", product_option: option(kind, i) });
    const j = i + shift; // server line j: the first `shift` client lines are client-only, the last server lines server-only
    const serverKind = kinds[j % 4] as (typeof kinds)[number];
    server.push({
      item_id: 100_000 + j,
      sku: serverKind === "custom" ? `T${j % 10}` : `SKU-${j}`,
      qty: qtyDiffEvery > 0 && j % qtyDiffEvery === 0 ? 2 : 1,
      quote_id: "q",
      product_type: "simple",
      product_option: option(serverKind, j),
    });
  }
  return { client, server };
}

/** Client lines as the cart stores them: `prepareProductsToAdd` set their checksum (§9.5), ids known. */
const stored = (lines: readonly CartLine[], server: readonly ServerCartLine[]): CartLine[] =>
  lines.map((line, i) => ({
    ...line,
    checksum: checksum(line),
    server_item_id: server[i]?.item_id,
    server_cart_id: "q",
    product_option: server[i]?.product_option ?? null,
  }));

const steadyRaw = carts(0, 0);
const steady = { client: stored(steadyRaw.client, steadyRaw.server), server: steadyRaw.server };
const mixed = carts(Math.floor(N / 3), 3);
const mixedStored = {
  client: mixed.client.map((line) => ({ ...line, checksum: checksum(line) })),
  server: mixed.server,
};

describe("planCartMerge, 1 000 client × 1 000 server lines", () => {
  bench("all lines matched, equal quantities (steady-state sync)", () => {
    planCartMerge(steady.client, steady.server, { cartServerToken: "q" });
  });

  bench("mixed: 1/3 qty mismatch, 333 client-only, 333 server-only (client checksums stored)", () => {
    planCartMerge(mixedStored.client, mixedStored.server, { cartServerToken: "q" });
  });

  bench("mixed, no stored checksums (every checksum computed)", () => {
    planCartMerge(mixed.client, mixed.server, { cartServerToken: "q" });
  });

  bench("mixed, forced client state", () => {
    planCartMerge(mixedStored.client, mixedStored.server, { cartServerToken: "q", forceClientState: true });
  });

  bench("mixed, dry run", () => {
    planCartMerge(mixedStored.client, mixedStored.server, { cartServerToken: "q", dryRun: true });
  });
});

describe("cartHash", () => {
  bench("1 000 lines", () => {
    cartHash(mixed.client, "q");
  });
});
