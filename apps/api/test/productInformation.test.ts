import type { ProductDocument } from "@outlet/contract";
import { checkProductInformation } from "@outlet/product-information";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startShop } from "./shopHarness.js";
import { ownerKey } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// What a product offer must show (after-sales-and-law.md §5, issue 27): the demo catalogue's documents
// carry it, and the admin product write refuses a change that takes it away.

let api: RunningServer;
let adminKey = "";
let products: ProductDocument[] = [];

beforeAll(async () => {
  api = await startShop();
  adminKey = await ownerKey(api);
  const rows = await api.app.context.database.db
    .selectFrom("catalog_document")
    .select("body")
    .where("entity_type", "=", "product")
    .execute();
  products = rows.map((row) => JSON.parse(row.body) as ProductDocument);
}, 60_000);

afterAll(async () => {
  await api.stop();
});

const search = async (sku: string): Promise<Json> =>
  (
    await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=5", {
      _appliedFilters: [{ attribute: "sku", value: { in: [sku] }, scope: "default" }],
    })
  ).body.hits.hits[0]?._source;

const ofType = (type: string) => products.filter((product) => product.type_id === type);

describe("product information in the demo catalogue and the API", () => {
  it("every simple and configurable demo product states what its type must show", () => {
    const physical = [...ofType("simple"), ...ofType("configurable")];
    expect(physical.length).toBeGreaterThan(10);
    for (const product of physical) expect(checkProductInformation(product), product.sku).toEqual([]);
  });

  it("serves the manufacturer's postal and electronic address, safety and composition in the document", async () => {
    const cashmere = products.find(
      (product) => product.material === 208 && product.type_id === "configurable",
    );
    expect(cashmere, "a product of the demo catalogue in cashmere").toBeDefined();
    const served = await search(String(cashmere?.sku));
    expect(served.composition).toEqual([
      {
        part: null,
        fibres: [
          { fibre: "wełna", percent: 70 },
          { fibre: "kaszmir", percent: 30 },
        ],
      },
    ]);
    expect(served.manufacturer).toMatchObject({ name: expect.any(String), street: expect.any(String) });
    expect(served.manufacturer.email ?? served.manufacturer.contact_url).toMatch(/@|^https:\/\//);
    expect(served.safety_information).toMatch(/ognia/);
    expect(served.care_instructions).toMatch(/°C/);
    expect(served.ean).toMatch(/^590\d{10}$/);
    // the facet stays
    expect(served.material).toBe(208);
  });

  it("names the EU responsible person of a brand made outside the EU, and the material of leather goods", () => {
    const turkish = products.find((product) => product.manufacturer?.country === "TR");
    expect(turkish?.eu_responsible_person).toMatchObject({
      country: "PL",
      name: "Nordic Line Europe sp. z o.o.",
    });
    const leather = products.find((product) => product.material === 206);
    expect(leather).toMatchObject({
      composition: null,
      material_statement: "Skóra bydlęca licowa, garbowana bez chromu",
    });
  });

  it("gives digital products nothing to state, and each part of a bundle or grouped product its own", () => {
    for (const type of ["virtual", "downloadable"])
      for (const product of ofType(type)) expect(product.manufacturer ?? null, product.sku).toBeNull();
    const bySku = new Map(products.map((product) => [product.sku, product]));
    const parts = [
      ...ofType("grouped").flatMap((product) =>
        (product.product_links ?? []).map((link) => String(link.linked_product_sku)),
      ),
      ...ofType("bundle").flatMap((product) =>
        (product.bundle_options ?? []).flatMap((option) => option.product_links.map((link) => link.sku)),
      ),
    ];
    expect(parts.length).toBeGreaterThan(1);
    for (const sku of parts) {
      const part = bySku.get(sku);
      expect(part?.manufacturer, sku).toBeTruthy();
      expect(checkProductInformation(part ?? {}), sku).toEqual([]);
    }
  });

  it("refuses an admin change that takes away the safety information, naming product and field in Polish", async () => {
    const product = ofType("simple").find((candidate) => candidate.status === 1) as ProductDocument;
    const refused = await call(api, "POST", `/api/admin/products/${product.sku}`, {
      body: { fields: { safety_information: "" } },
      token: adminKey,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.result.issues).toEqual([
      {
        path: "fields.safety_information",
        code: "required",
        message: `Produkt „${product.name}” (${product.sku}): brak informacji o bezpieczeństwie i ostrzeżeń po polsku (pole „safety_information”).`,
      },
    ]);
    expect((await search(String(product.sku))).safety_information).toBe(product.safety_information);
  });

  it("refuses a composition that does not sum to 100 %, and takes a correct one", async () => {
    const product = ofType("simple").find(
      (candidate) => candidate.status === 1 && (candidate.composition?.length ?? 0) > 0,
    ) as ProductDocument;
    const wrong = await call(api, "POST", `/api/admin/products/${product.sku}`, {
      body: { fields: { composition: [{ part: null, fibres: [{ fibre: "bawełna", percent: 90 }] }] } },
      token: adminKey,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.issues[0]).toMatchObject({
      path: "fields.composition.0.fibres",
      code: "invalid_format",
    });
    const composition = [
      {
        part: null,
        fibres: [
          { fibre: "bawełna", percent: 95 },
          { fibre: "elastan", percent: 5 },
        ],
      },
    ];
    const right = await call(api, "POST", `/api/admin/products/${product.sku}`, {
      body: { fields: { composition } },
      token: adminKey,
    });
    expect(right.status).toBe(200);
    expect((await search(String(product.sku))).composition).toEqual(composition);
  });
});
