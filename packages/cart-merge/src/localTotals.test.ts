import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayedTotals, localTotals, totalsOutdated } from "./localTotals.js";

const shipping = {
  method_title: "Kurier",
  method_code: "flatrate",
  carrier_code: "flatrate",
  price_incl_tax: 5,
};
const payment = { code: "cashondelivery", title: "Płatność przy odbiorze", cost_incl_tax: 2 };

describe("localTotals", () => {
  it("gives subtotal 50 and grand total 57 for 2 × 10 + 1 × 30, shipping 5 and payment 2 (spec example)", () => {
    const totals = localTotals({
      items: [
        { qty: 2, price_incl_tax: 10 },
        { qty: 1, price_incl_tax: 30 },
      ],
      shipping,
      payment,
    });
    expect(totals.segments).toEqual([
      { code: "subtotal_incl_tax", title: "Subtotal incl. tax", value: 50, grosze: 5000 },
      { code: "grand_total", title: "Grand total", value: 57, grosze: 5700 },
      { code: "payment", title: "Płatność przy odbiorze", value: 2, grosze: 200 },
      { code: "shipping", title: "Kurier", value: 5, grosze: 500 },
    ]);
  });

  it("adds shipping once, not per line", () => {
    const totals = localTotals({
      items: [
        { qty: 3, price_incl_tax: 1 },
        { qty: 1, price_incl_tax: 1 },
      ],
      shipping,
    });
    expect(totals.grandTotalGrosze).toBe(400 + 500);
  });

  it("uses the first shipping and payment method of a list", () => {
    const totals = localTotals({
      items: [{ qty: 1, price_incl_tax: 1 }],
      shipping: [shipping, { ...shipping, price_incl_tax: 99 }],
      payment: [payment],
    });
    expect(totals.grandTotalGrosze).toBe(100 + 500 + 200);
  });

  it("counts 0 for a missing shipping or payment method and leaves out their segments", () => {
    const totals = localTotals({ items: [{ qty: 1, price_incl_tax: 19.99 }], shipping: [], payment: null });
    expect(totals.segments.map((segment) => [segment.code, segment.value])).toEqual([
      ["subtotal_incl_tax", 19.99],
      ["grand_total", 19.99],
    ]);
  });

  it("gives a grand total of 0 for an empty cart (decision)", () => {
    expect(localTotals({ items: [], shipping, payment }).grandTotalGrosze).toBe(0);
  });

  it("computes in grosze without float drift (3 × 0.1 + 0.2)", () => {
    const totals = localTotals({
      items: [{ qty: 3, price_incl_tax: 0.1 }],
      shipping: { price_incl_tax: 0.2 },
    });
    expect(totals.segments[1]?.value).toBe(0.5);
  });

  it("rounds each price half away from zero to the grosz first", () => {
    expect(localTotals({ items: [{ qty: 2, price_incl_tax: 1.005 }] }).subtotalGrosze).toBe(202);
  });

  it("parses string quantities and prices", () => {
    expect(localTotals({ items: [{ qty: "2", price_incl_tax: "12.50" }] }).subtotalGrosze).toBe(2500);
  });
});

describe("totalsOutdated", () => {
  const server = [
    { code: "subtotal", title: "Wartość produktów", value: 259.98 },
    { code: "shipping", title: "Dostawa kurierem", value: 5 },
    { code: "grand_total", title: "Do zapłaty", value: 264.98 },
  ];

  // The independent pass of session 33: after a removal the totals kept the removed line's value for
  // 1.5–5 s with no sign that they were being counted again.
  it("says the server's totals are outdated once a line is removed, and not once they count the lines", () => {
    const two = [
      { sku: "A", qty: 1, price_incl_tax: 129.99 },
      { sku: "B", qty: 1, price_incl_tax: 129.99 },
    ];
    expect(totalsOutdated({ platformTotalSegments: server, items: two })).toBe(false);
    expect(totalsOutdated({ platformTotalSegments: server, items: two.slice(0, 1) })).toBe(true);
    expect(
      totalsOutdated({ platformTotalSegments: server, items: [{ qty: 2, price_incl_tax: 129.99 }] }),
    ).toBe(false);
  });

  it("is false without platform segments or without their products' value", () => {
    const items = [{ qty: 1, price_incl_tax: 10 }];
    expect(totalsOutdated({ platformTotalSegments: null, items })).toBe(false);
    expect(
      totalsOutdated({
        platformTotalSegments: [{ code: "grand_total", title: "Do zapłaty", value: 99 }],
        items,
      }),
    ).toBe(false);
  });

  it("is exactly when the offline display leaves the server's totals for the local ones", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            qty: fc.integer({ min: 1, max: 5 }),
            price_incl_tax: fc.integer({ min: 1, max: 50_000 }).map((g) => g / 100),
          }),
          { maxLength: 4 },
        ),
        fc.integer({ min: 0, max: 100_000 }).map((g) => g / 100),
        (items, subtotal) => {
          const platformTotalSegments = [
            { code: "subtotal", title: "Wartość produktów", value: subtotal },
            { code: "grand_total", title: "Do zapłaty", value: subtotal },
          ];
          const shown = displayedTotals({ platformTotalSegments, online: false, items });
          expect(shown === platformTotalSegments).toBe(!totalsOutdated({ platformTotalSegments, items }));
        },
      ),
    );
  });
});

describe("displayedTotals", () => {
  const platform = [{ code: "grand_total", title: "Do zapłaty", value: 248.97 }];
  const items = [{ qty: 1, price_incl_tax: 10 }];

  it("shows the platform segments when set and online", () => {
    expect(displayedTotals({ platformTotalSegments: platform, online: true, items })).toBe(platform);
  });

  it("falls back to the local totals while offline when the server's totals no longer describe the cart", () => {
    expect(displayedTotals({ platformTotalSegments: platform, online: false, items })[0]?.code).toBe(
      "subtotal_incl_tax",
    );
  });

  it("keeps the server's totals while offline while they describe the cart (issue 12: 154,99 zł, not 149,99 zł)", () => {
    const server = [
      { code: "subtotal", title: "Wartość produktów", value: 149.99 },
      { code: "shipping", title: "Kurier - Dostawa kurierem", value: 5 },
      { code: "tax", title: "w tym VAT", value: 28.98 },
      { code: "grand_total", title: "Do zapłaty", value: 154.99 },
    ];
    const lines = [{ qty: 1, price_incl_tax: 149.99 }];
    expect(displayedTotals({ platformTotalSegments: server, online: false, items: lines })).toBe(server);
    // a line added offline: the server never priced it, so the local fallback shows
    const more = [...lines, { qty: 1, price_incl_tax: 10 }];
    expect(displayedTotals({ platformTotalSegments: server, online: false, items: more })[1]).toMatchObject({
      code: "grand_total",
      value: 159.99,
    });
  });

  it("falls back to the local totals without platform segments", () => {
    expect(displayedTotals({ platformTotalSegments: null, online: true, items })[1]).toMatchObject({
      code: "grand_total",
      value: 10,
    });
  });
});
