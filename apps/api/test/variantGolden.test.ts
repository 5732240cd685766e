import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startShop } from "./shopHarness.js";
import { FORWARDING_ENV, forwardedFor, type Json, type RunningServer } from "./startServer.js";

// The variant and quantity-limit record of issue 30 (acceptance 3, rules 1 and 4), the sibling of
// priceGolden.test.ts: for every configurable product of the demo catalogue, the line the cart makes of
// every combination of its option values (plus one choice that leaves an option out and one with an unknown
// value), and for every product the answer to a line above any stock (the largest quantity a line may hold).
// Recorded from main's behaviour before the API's variant filter was replaced by @outlet/variant-selection;
// a change to `golden/variantAnswers.json` must be explained by a rule (list the products and the rule in
// the commit). The clock and seed are fixed, as in the price golden.
const NOW = Date.UTC(2026, 9, 20, 10, 0, 0);
const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query";
const PAGE = 200;

let api: RunningServer;
let products: Json[];
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV, SEED: "20240501" }, {}, () => NOW);
  products = [];
  for (const type of ["configurable", "simple", "bundle", "virtual", "downloadable"]) {
    for (let from = 0; ; from += PAGE) {
      const res = await api.post(`${SEARCH}&size=${PAGE}&from=${from}&sort=id:asc`, {
        _appliedFilters: [{ attribute: "type_id", value: { eq: type }, scope: "default" }],
      });
      const hits = (res.body.hits?.hits ?? []) as Json[];
      products.push(...hits.map((hit) => hit._source));
      if (hits.length < PAGE) break;
    }
  }
  products.sort((a, b) => Number(a.id) - Number(b.id));
}, 180_000);
afterAll(() => api.stop());

type Choice = { option_id: string; option_value: number }[];

/** Every combination of the product's option values, in the order of its options and values. */
function combinations(doc: Json): Choice[] {
  let out: Choice[] = [[]];
  for (const option of doc.configurable_options as Json[]) {
    const values = (option.values as Json[]).map((v) => Number(v.value_index));
    out = out.flatMap((prefix) =>
      values.map((value) => [...prefix, { option_id: String(option.attribute_id), option_value: value }]),
    );
  }
  return out;
}

function headersOf(doc: Json): Record<string, string> {
  return forwardedFor(`10.${(doc.id >> 16) & 255}.${(doc.id >> 8) & 255}.${doc.id & 255}`);
}

/**
 * One line of `qty` in a fresh cart: the stored sku and options, or the refusal. `cart/update` without a
 * `cartId` opens the cart with the line (issue 30's short path), so a line is one request.
 */
async function lineAnswer(doc: Json, qty: number, choice: Choice | null): Promise<Json> {
  const headers = headersOf(doc);
  const cartItem: Json = { sku: doc.sku, qty };
  if (choice) cartItem.product_option = { extension_attributes: { configurable_item_options: choice } };
  const res = await call(api, "POST", "/api/cart/update", { body: { cartItem }, headers });
  if (res.status !== 200) return { status: res.status, error: res.body?.result?.issues?.[0] ?? null };
  return { sku: res.body.result.sku, qty: res.body.result.qty };
}

describe("the variant and quantity answers of the demo catalogue (issue 30, rules 1 and 4)", () => {
  it("answers the recorded variant for every option combination and the recorded line limit", async () => {
    // Four products at a time (each from its own address): the server answers while the next request waits.
    const entries: Json[] = new Array(products.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let index = next++; index < products.length; index = next++) {
        entries[index] = await productEntry(products[index] as Json);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const record: Record<string, Json> = {};
    products.forEach((doc, index) => {
      record[doc.sku] = entries[index];
    });
    expect(Object.keys(record).length).toBeGreaterThan(500);
    await expect(`${JSON.stringify(record, null, 1)}\n`).toMatchFileSnapshot("golden/variantAnswers.json");
  }, 2_400_000);
});

/** What the cart answers for one product: each option combination's line and the largest line. */
async function productEntry(doc: Json): Promise<Json> {
  const entry: Json = { type: doc.type_id };
  const configurable = doc.type_id === "configurable";
  if (configurable) {
    const all = combinations(doc);
    entry.variants = {};
    for (const choice of all) {
      const key = choiceKey(choice);
      const answer = await lineAnswer(doc, 1, choice);
      entry.variants[key] = answer.sku ?? answer.error?.code ?? answer.status;
    }
    const first = all[0] ?? [];
    const partial = await lineAnswer(doc, 1, first.slice(0, 1));
    entry.partial = partial.sku ?? partial.error?.code ?? partial.status;
    const unknown = await lineAnswer(
      doc,
      1,
      first.map((c, i) => (i === 0 ? { ...c, option_value: 999_999 } : c)),
    );
    entry.unknownValue = unknown.sku ?? unknown.error?.code ?? unknown.status;
  }
  // the largest quantity: a line of 999 (the most the request allows) is refused with the most it may hold
  const chosen = configurable
    ? combinations(doc).find(
        (choice) =>
          typeof entry.variants[choiceKey(choice)] === "string" &&
          String(entry.variants[choiceKey(choice)]).startsWith(String(doc.sku)),
      )
    : null;
  const over = await lineAnswer(doc, 999, chosen ?? null);
  entry.overLimit = over.error
    ? { code: over.error.code ?? null, maxQty: over.error.max_qty ?? null }
    : { qty: over.qty ?? null };
  return entry;
}

function choiceKey(choice: Choice): string {
  return choice.map((c) => `${c.option_id}=${c.option_value}`).join(",");
}
