import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txDb } from "../src/db/transactionSchema.js";
import { call, orderBody, orderKey, type Picks, pickProducts, startShop } from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

// after-sales-and-law.md §7 (issue 27): the order carries the terms' version in force and, for digital
// content, the express consent to its immediate delivery (art. 38 ust. 1 pkt 13), both repeated in the mail.

let api: RunningServer;
let picks: Picks;
let pdf: { sku: string };
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV, STOREFRONT_URL: "https://sklep.example.pl" });
  picks = await pickProducts(api);
  const found = await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=5", {
    _appliedFilters: [{ attribute: "type_id", value: { eq: "downloadable" }, scope: "default" }],
  });
  pdf = { sku: found.body.hits.hits[0]._source.sku };
}, 60_000);
afterAll(() => api.stop());

let ipCounter = 1;
const ip = () => ({ "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `198.27.0.${ipCounter++}` });

async function place(body: Json) {
  return call(api, "POST", "/api/order", { body, headers: { "idempotency-key": body.order_id, ...ip() } });
}

async function storedOrder(uuid: string): Promise<Json> {
  const row = await txDb(api.app.context.database.db)
    .selectFrom("sales_order")
    .select("body")
    .where("order_uuid", "=", uuid)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.body);
}

function confirmationMail(uuid: string): Json {
  const dir = join(api.dataDir, "outbox");
  const mails = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")))
    .filter((m) => m.kind === "order_confirmation" && m.data.order_uuid === uuid);
  expect(mails).toHaveLength(1);
  return mails[0];
}

/** A PDF-only order: no shipping address or method (a virtual cart). */
function pdfOrder(consents?: Json): Json {
  const body = orderBody(orderKey(), [{ sku: pdf.sku, qty: 1 }], consents ? { consents } : {});
  const {
    shippingAddress: _a,
    shipping_carrier_code: _c,
    shipping_method_code: _m,
    ...info
  } = body.addressInformation;
  return { ...body, addressInformation: info };
}

describe("order consents (after-sales-and-law.md §7)", () => {
  it("refuses digital content without the express consent, in Polish at the consent's field", async () => {
    for (const consents of [undefined, { terms_version: "2.0" }, { digital_immediate_delivery: false }]) {
      const res = await place(pdfOrder(consents));
      expect(res.status).toBe(400);
      expect(res.body.result.issues).toEqual([
        expect.objectContaining({
          path: "consents.digital_immediate_delivery",
          code: "required",
          message:
            "Aby kupić treści cyfrowe, zaznacz zgodę na ich natychmiastowe dostarczenie i przyjęcie do wiadomości utraty prawa odstąpienia od umowy.",
        }),
      ]);
    }
  });

  it("stores the consent and the terms in force on a PDF order and repeats both in the mail", async () => {
    const res = await place(pdfOrder({ terms_version: "2.0", digital_immediate_delivery: true }));
    expect(res.status).toBe(200);
    const uuid = res.body.result.order_uuid;
    expect((await storedOrder(uuid)).consents).toEqual({
      terms_version: "2.0",
      terms_date: "2026-11-29",
      digital_immediate_delivery: true,
    });
    const mail = confirmationMail(uuid);
    expect(mail.text).toContain(
      "Przed złożeniem zamówienia zaznaczono przy treściach cyfrowych (pliki PDF):\n„Żądam natychmiastowego dostarczenia treści cyfrowych (plików PDF) przed upływem terminu do odstąpienia od umowy i przyjmuję do wiadomości, że z chwilą rozpoczęcia ich dostarczania tracę prawo odstąpienia od umowy.”",
    );
    expect(mail.text).toContain(
      "Regulamin sklepu (wersja 2.0 z 29 listopada 2026 r.): https://sklep.example.pl/regulamin",
    );
    expect(mail.html).toContain("tracę prawo odstąpienia od umowy.”");
  });

  it("stores the terms in force on an order of goods, whatever version the client claimed, with no digital consent", async () => {
    const res = await place(
      orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { consents: { terms_version: "1.0" } }),
    );
    expect(res.status).toBe(200);
    expect((await storedOrder(res.body.result.order_uuid)).consents).toEqual({
      terms_version: "2.0",
      terms_date: "2026-11-29",
      digital_immediate_delivery: false,
    });
  });

  it("refuses an unknown consent key (400, not 5xx)", async () => {
    const res = await place(pdfOrder({ digital_immediate_delivery: true, marketing: true }));
    expect(res.status).toBe(400);
  });
});
