import type { ConversionEvent } from "@outlet/transport";
import { describe, expect, it } from "vitest";
import { type ConversionDeps, createConversionEvents } from "./conversionEvents";

function setup(overrides: Partial<ConversionDeps> = {}) {
  const sent: ConversionEvent[] = [];
  const logged: string[] = [];
  let id = 0;
  const conversions = createConversionEvents({
    enabled: true,
    allowed: () => true,
    send: async (event) => {
      sent.push(event);
    },
    randomUUID: () => `00000000-0000-4000-8000-00000000000${++id}`,
    url: () => "https://outlet.example.pl/p/SZA-2892/zolta-chusta-2892",
    log: (message) => logged.push(message),
    ...overrides,
  });
  return { conversions, sent, logged };
}

describe("createConversionEvents", () => {
  it("sends add_to_cart with the added items and their value in PLN", async () => {
    const { conversions, sent } = setup();
    await conversions.addToCart([
      { sku: "SZA-2892", qty: 2, price_incl_tax: 59.99 },
      { sku: "KOS-0047-BRA-XS", qty: "1", price_incl_tax: "0.1" },
    ]);
    expect(sent).toEqual([
      {
        event: "add_to_cart",
        event_id: "00000000-0000-4000-8000-000000000001",
        currency: "PLN",
        value: 120.08,
        items: [
          { sku: "SZA-2892", qty: 2, price: 59.99 },
          { sku: "KOS-0047-BRA-XS", qty: 1, price: 0.1 },
        ],
        url: "https://outlet.example.pl/p/SZA-2892/zolta-chusta-2892",
        consent: true,
      },
    ]);
  });

  it("sends purchase with the order's products, the server's grand total and the order number", async () => {
    const { conversions, sent } = setup();
    await conversions.purchase({
      products: [{ sku: "SZA-2892", qty: 1, price_incl_tax: 59.99 }],
      grandTotal: 64.99,
      orderNumber: "000000042",
    });
    expect(sent).toEqual([
      expect.objectContaining({
        event: "purchase",
        value: 64.99,
        items: [{ sku: "SZA-2892", qty: 1, price: 59.99 }],
        order_number: "000000042",
      }),
    ]);
  });

  it("adds the referrer and the _fbp / _fbc tracking cookies when present", async () => {
    const { conversions, sent } = setup({
      referrer: () => "https://www.google.com/",
      cookies: () => "theme=dark; _fbp=fb.1.1700000000.123; _fbc=fb.1.1700000000.AbC%3D",
    });
    await conversions.addToCart([{ sku: "SZA-2892", qty: 1, price_incl_tax: 59.99 }]);
    expect(sent[0]).toMatchObject({
      referrer: "https://www.google.com/",
      fbp: "fb.1.1700000000.123",
      fbc: "fb.1.1700000000.AbC=",
    });
  });

  it("sends nothing at all when not configured", async () => {
    const { conversions, sent } = setup({ enabled: false });
    await conversions.addToCart([{ sku: "SZA-2892", qty: 1, price_incl_tax: 59.99 }]);
    await conversions.purchase({
      products: [{ sku: "SZA-2892", qty: 1 }],
      grandTotal: 64.99,
      orderNumber: "1",
    });
    expect(sent).toEqual([]);
  });

  it("reads no cookie and sends nothing without marketing consent, and does once it is given", async () => {
    let marketing = false;
    let cookiesRead = 0;
    const { conversions, sent } = setup({
      allowed: () => marketing,
      cookies: () => {
        cookiesRead++;
        return "_fbp=fb.1.1700000000.123";
      },
    });
    await conversions.addToCart([{ sku: "SZA-2892", qty: 1, price_incl_tax: 59.99 }]);
    expect(sent).toEqual([]);
    expect(cookiesRead).toBe(0);
    marketing = true;
    await conversions.addToCart([{ sku: "SZA-2892", qty: 1, price_incl_tax: 59.99 }]);
    expect(sent.map((event) => [event.event, event.fbp])).toEqual([["add_to_cart", "fb.1.1700000000.123"]]);
  });

  it("swallows a failing sink: the call resolves and the failure is only logged", async () => {
    const { conversions, logged } = setup({
      send: () => Promise.reject(new Error("Request failed with status code 503")),
    });
    await expect(
      conversions.addToCart([{ sku: "SZA-2892", qty: 1, price_incl_tax: 59.99 }]),
    ).resolves.toBeUndefined();
    expect(logged).toEqual(["conversion event add_to_cart failed"]);
  });

  it("swallows a sink that throws before it returns a promise", async () => {
    const { conversions, logged } = setup({
      send: () => {
        throw new Error("transport not loaded");
      },
    });
    await expect(
      conversions.purchase({ products: [{ sku: "SZA-2892", qty: 1 }], grandTotal: 64.99 }),
    ).resolves.toBeUndefined();
    expect(logged).toEqual(["conversion event purchase failed"]);
  });
});
